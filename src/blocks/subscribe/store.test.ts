import { runInAction } from 'mobx'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { parseSubscribe } from './model'
import { SubscribeStore } from './store'

const meta = { id: 9701, uuid: 's-1', type: 'subscribe', kind: 'subscribe' }

function make (options: StoreRootOptions = {}, over: Record<string, unknown> = {}) {
  jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') })
  const made = storeRoot(options)
  const parsed = parseSubscribe({ imageUrl: 'https://img.example/s.png', scene: 101, templateIds: ['t1', 't2'], activityCode: 'CB-1', sceneId: 8, businessId: 'cashback', pageCode: 'cb', ...over })
  if (!parsed.ok) throw new Error(parsed.reason)
  const store = new SubscribeStore(parsed.value, meta, made.root)
  const stop = store.start()
  return { ...made, store, stop }
}
afterEach(() => { jest.useRealTimers() })

describe('subscribe reminder store', () => {
  it('a guest asks no state; once logged in the state is asked, and again when the page shows (back from the subscribe page)', async () => {
    const { store, services, root } = make({ services: (s) => s.subscribe.status.mockResolvedValue(true) })
    await answered()
    expect(services.subscribe.status).not.toHaveBeenCalled()
    runInAction(() => { root.session.userKey = 'u1' })
    await answered()
    expect(services.subscribe.status).toHaveBeenCalledWith({ activityCode: 'CB-1', sceneId: '8', businessId: 'cashback' })
    expect(store.subscribed).toBe(true)
    root.hide()
    root.show()
    await answered()
    expect(services.subscribe.status).toHaveBeenCalledTimes(2)
  })

  it('without an activityCode nothing is asked; a failed state call leaves it unknown', async () => {
    const none = make({ userKey: 'u1' }, { activityCode: undefined })
    await answered()
    expect(none.services.subscribe.status).not.toHaveBeenCalled()
    const failing = make({ userKey: 'u1', services: (s) => s.subscribe.status.mockRejectedValue(new Error('down')) })
    await answered()
    expect(failing.store.subscribed).toBeUndefined()
  })

  it('a tap in a mini-program: the host\'s page with scene, templateIds, activityCode, sceneId, businessId, pageCode (20 taps, one page)', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store } = make({ userKey: 'u1', platform: { openSubscribe, platform: () => 'alipay_mp' } })
    await Promise.all(Array.from({ length: 20 }, () => store.tap()))
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    expect(openSubscribe).toHaveBeenCalledWith({ scene: 101, templateIds: ['t1', 't2'], activityCode: 'CB-1', sceneId: '8', businessId: 'cashback', pageCode: 'cb' })
  })

  it('a tap in a plain browser: 浏览器暂不支持微信预约，请在微信小程序或App内打开~ (the seckill booking\'s words)', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store, platform } = make({ userKey: 'u1', platform: { openSubscribe, platform: () => 'wechat' } })
    await store.tap()
    expect(platform.toast).toHaveBeenCalledWith('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
    expect(openSubscribe).not.toHaveBeenCalled()
  })
})

describe('subscribe reminder store: 20 taps in one tick or over a second, the host slow to open (tests in tiers)', () => {
  it.each(TAPPINGS)('the banner tapped 20 times %s in a mini-program whose subscribe page is slow: one page, no toast', async (how) => {
    const openSubscribe = jest.fn(slow(undefined))
    const { store, platform } = make({ userKey: 'u1', platform: { openSubscribe, platform: () => 'alipay_mp' } })
    await tap20(how, () => store.tap())
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('the banner tapped 20 times %s in a plain browser: one toast, no page', async (how) => {
    const openSubscribe = jest.fn(slow(undefined))
    const { store, platform } = make({ userKey: 'u1', platform: { openSubscribe, platform: () => 'wechat' } })
    await tap20(how, () => store.tap())
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['浏览器暂不支持微信预约，请在微信小程序或App内打开~']])
    expect(openSubscribe).not.toHaveBeenCalled()
  })
})
