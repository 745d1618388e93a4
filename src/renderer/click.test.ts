/** Configured clicks (000 §2): one navigation and one tracking event per burst of taps (issue 28). */
import { fakePlatform } from '../../test/utils/fakePlatform'
import type { RedirectItem } from '@/lib/types'
import { openClick } from './click'

const banner = { type: 'banner', uuid: 'b1' }
const target: RedirectItem[] = [{ platform: 'm', path: 'https://m.example.cn/a' }]
const other: RedirectItem[] = [{ platform: 'm', path: 'https://m.example.cn/b' }]

function root (platformId: 'm' | 'wechat_mp' | 'ios' = 'm') {
  const platform = fakePlatform({ platform: () => platformId })
  const tracker = { trackThen: jest.fn((_event: unknown, next: () => void) => { setTimeout(next, 0) }) }
  return { platform, tracker, page: { params: { activityId: 'a1' } } } as unknown as Parameters<typeof openClick>[0] & { platform: typeof platform, tracker: typeof tracker }
}

beforeEach(() => { jest.useFakeTimers() })
afterEach(() => { jest.useRealTimers() })

describe('a burst of taps is one navigation (800 ms lock per destination, docs/decisions.md)', () => {
  it.each([
    ['m', [{ platform: 'm', path: 'https://m.example.cn/a' }]],
    ['wechat_mp', [{ platform: 'wechat_mp', path: '/pages/inquiry/index?productId=1' }]],
    ['ios', [{ platform: 'ios', scheme: 'ahsapp://Wallet' }]]
  ] as const)('20 taps in one tick on %s: one open, one tracking event', async (host, redirects) => {
    const r = root(host)
    for (let i = 0; i < 20; i++) openClick(r, redirects as unknown as RedirectItem[], banner)
    await jest.runAllTimersAsync()
    expect(r.platform.open).toHaveBeenCalledTimes(1)
    expect(r.tracker.trackThen).toHaveBeenCalledTimes(1)
  })

  it('taps spread over a second (every 50 ms) are one; a tap after the burst has been quiet for the window opens again', async () => {
    const r = root()
    for (let i = 0; i < 20; i++) {
      openClick(r, target, banner)
      await jest.advanceTimersByTimeAsync(50)
    }
    expect(r.platform.open).toHaveBeenCalledTimes(1)
    expect(r.tracker.trackThen).toHaveBeenCalledTimes(1)
    // The last tap was 50 ms ago: 749 ms more is still the burst (and extends it), 800 ms after that is not.
    await jest.advanceTimersByTimeAsync(749)
    openClick(r, target, banner)
    await jest.runOnlyPendingTimersAsync()
    expect(r.platform.open).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(800)
    openClick(r, target, banner)
    await jest.runAllTimersAsync()
    expect(r.platform.open).toHaveBeenCalledTimes(2)
  })

  it('the same destination from a banner and a hot zone is one navigation; another destination is its own', async () => {
    const r = root()
    openClick(r, target, banner)
    openClick(r, target, { type: 'hotImage', uuid: 'h1' })
    openClick(r, other, banner)
    await jest.runAllTimersAsync()
    expect(r.platform.open).toHaveBeenCalledTimes(2)
  })

  it('two pages keep their own locks', async () => {
    const a = root()
    const b = root()
    openClick(a, target, banner)
    openClick(b, target, banner)
    await jest.runAllTimersAsync()
    expect(a.platform.open).toHaveBeenCalledTimes(1)
    expect(b.platform.open).toHaveBeenCalledTimes(1)
  })

  it('an invalid target says so once per burst', async () => {
    const r = root()
    for (let i = 0; i < 20; i++) openClick(r, [{ platform: 'm', path: 'javascript:alert(1)' }], banner)
    expect(r.platform.toast).toHaveBeenCalledTimes(1)
    expect(r.platform.open).not.toHaveBeenCalled()
  })
})
