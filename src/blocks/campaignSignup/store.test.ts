import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import { GatewayError } from '@/services/envelope'
import { zhCN } from '@/i18n/zh-CN'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { storeRoot } from '../../../test/utils/storeRoot'
import { parseSignup, type SignupModel } from './model'
import { SignupStore } from './store'

const meta = { id: 's', uuid: 's', type: 'campaignSignup', kind: 'campaignSignup' }
const model = (over: Record<string, unknown> = {}): SignupModel => {
  const parsed = parseSignup({ uniqueIdentifier: 'double11', defaultBgImageUrl: 'https://img.example/d.png', bgImageUrlApplied: 'https://img.example/a.png', signupStatus: 0, ...over })
  if (!parsed.ok) throw new Error(parsed.reason)
  return parsed.value
}

describe('sign-up store (000 §4, §6, §8)', () => {
  it('sends an anonymous visitor to log in and calls nothing', async () => {
    const { root, services, platform } = storeRoot()
    await new SignupStore(model(), meta, root).tap()
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(services.activity.takePartIn).not.toHaveBeenCalled()
  })

  it("20 taps in one tick make exactly one call; then 'signup successful' and the applied image", async () => {
    jest.useFakeTimers()
    const { root, services, platform } = storeRoot({ userKey: 'u_1' })
    const store = new SignupStore(model(), meta, root)
    expect(store.image).toBe('https://img.example/d.png')
    const taps = Array.from({ length: 20 }, () => store.tap())
    expect(store.busy).toBe(true)
    await Promise.all(taps)
    expect(services.activity.takePartIn).toHaveBeenCalledTimes(1)
    expect(services.activity.takePartIn).toHaveBeenCalledWith({ pageId: 90010, uniqueIdentifier: 'double11' })
    expect(platform.toast).toHaveBeenCalledWith(zhCN['signup.success'])
    expect(zhCN['signup.success']).toBe('报名成功')
    expect(store.image).toBe('https://img.example/a.png')
    // The same burst's later taps (the image changed under the finger) say nothing over 报名成功 (the hosts'
    // sweep: 20 taps over a second toasted 报名成功 then 您已报名 19 times) …
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS - 1)
    await store.tap()
    expect((platform.toast as jest.Mock).mock.calls).toEqual([[zhCN['signup.success']]])
    // … a tap after it says so instead of calling again.
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.tap()
    expect(platform.toast).toHaveBeenLastCalledWith(zhCN['signup.already'])
    expect(zhCN['signup.already']).toBe('您已报名')
    expect(services.activity.takePartIn).toHaveBeenCalledTimes(1)
    jest.useRealTimers()
  })

  it('shows the server message when signing up fails, and lets the visitor try again once that burst of taps is over', async () => {
    jest.useFakeTimers()
    const { root, services, platform } = storeRoot({ userKey: 'u_1' })
    services.activity.takePartIn.mockRejectedValueOnce(new GatewayError('活动名额已满', 10410))
    const store = new SignupStore(model(), meta, root)
    await store.tap()
    expect(platform.toast).toHaveBeenCalledWith('活动名额已满')
    expect([store.signedUp, store.busy]).toEqual([false, false])
    // A quick answer must not let the burst's next tap sign up again (issue 28's tap sweep: 20 taps over a second made 20 calls).
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS - 1)
    await store.tap()
    expect(services.activity.takePartIn).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.tap()
    expect(services.activity.takePartIn).toHaveBeenCalledTimes(2)
    expect(store.signedUp).toBe(true)
    jest.useRealTimers()
  })

  it('when already signed up, opens the configured redirect instead', async () => {
    const { root, platform } = storeRoot({ userKey: 'u_1' })
    const store = new SignupStore(model({ signupStatus: 1, redirectConfig: { redirects: [{ platform: 'm', path: 'https://m.example.cn/after' }] } }), meta, root)
    expect(store.image).toBe('https://img.example/a.png')
    await store.tap()
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webUrl', url: 'https://m.example.cn/after', newTab: false })
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it("takes the server's signupStatus after a refresh, and keeps a sign-up made here", async () => {
    const { root } = storeRoot({ userKey: 'u_1' })
    const store = new SignupStore(model(), meta, root)
    store.update(model({ signupStatus: 1 }))
    expect(store.signedUp).toBe(true)
    store.update(model({ signupStatus: 0 }))
    expect(store.signedUp).toBe(true)
  })
})

describe('sign-up store: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  beforeEach(() => { jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') }) })
  afterEach(() => { jest.useRealTimers() })

  it.each(TAPPINGS)('报名 tapped 20 times %s against a slow gateway: one take-part-in, one 报名成功', async (how) => {
    const { root, services, platform } = storeRoot({ userKey: 'u_1', services: (s) => s.activity.takePartIn.mockImplementation(slow(true)) })
    const store = new SignupStore(model(), meta, root)
    await tap20(how, () => store.tap())
    expect(services.activity.takePartIn).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([[zhCN['signup.success']]])
    expect(store.signedUp).toBe(true)
  })

  it.each(TAPPINGS)('signed up, tapped 20 times %s with a redirect the host is slow to open: one navigation, no toast', async (how) => {
    const { root, platform } = storeRoot({ userKey: 'u_1', platform: { open: jest.fn(slow(undefined)) } })
    const store = new SignupStore(model({ signupStatus: 1, redirectConfig: { redirects: [{ platform: 'm', path: 'https://m.example.cn/after' }] } }), meta, root)
    await tap20(how, () => store.tap())
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('signed up without a redirect, tapped 20 times %s: one 您已报名', async (how) => {
    const { root, platform, services } = storeRoot({ userKey: 'u_1' })
    const store = new SignupStore(model({ signupStatus: 1 }), meta, root)
    await tap20(how, () => store.tap())
    expect((platform.toast as jest.Mock).mock.calls).toEqual([[zhCN['signup.already']]])
    expect(services.activity.takePartIn).not.toHaveBeenCalled()
  })
})
