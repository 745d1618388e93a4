import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { storeRoot } from '../../../test/utils/storeRoot'
import { copyCode } from './copyCode'

const texts = { copied: '已复制', longPress: '长按兑换码复制' }

afterEach(() => { jest.useRealTimers() })

describe('a redeem code\'s copy button', () => {
  it('copies through the platform layer and says 已复制 once for 20 taps in one tick; a host that refuses: the long-press hint', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') })
    const { root, platform } = storeRoot()
    const copy = platform.copyText as jest.Mock
    copy.mockResolvedValueOnce(true).mockResolvedValueOnce(false)
    await Promise.all(Array.from({ length: 20 }, () => copyCode(root, 'guess:g-1', 'VIP-8888', texts)))
    expect(copy.mock.calls).toEqual([['VIP-8888']])
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['已复制']])
    // Taps spread within the burst window extend it; a tap after it copies again.
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS - 1)
    await copyCode(root, 'guess:g-1', 'VIP-8888', texts)
    expect(copy).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS + 1)
    await copyCode(root, 'guess:g-1', 'VIP-8888', texts)
    expect(copy).toHaveBeenCalledTimes(2)
    expect(platform.toast).toHaveBeenLastCalledWith('长按兑换码复制')
  })

  it('another code (the card secret beside the redeem code) copies at once', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') })
    const { root, platform } = storeRoot()
    ;(platform.copyText as jest.Mock).mockResolvedValue(true)
    await copyCode(root, 'lottery:l-1', 'CODE-1', texts)
    await copyCode(root, 'lottery:l-1', 'SECRET-1', texts)
    expect((platform.copyText as jest.Mock).mock.calls).toEqual([['CODE-1'], ['SECRET-1']])
  })
})

describe('a redeem code\'s copy button: 20 taps in one tick or over a second, the host slow to copy (tests in tiers)', () => {
  it.each(TAPPINGS)('复制 tapped 20 times %s, the clipboard slow to answer: one copy, one 已复制', async (how) => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') })
    const { root, platform } = storeRoot({ platform: { copyText: jest.fn(slow(true)) } })
    await tap20(how, () => copyCode(root, 'guess:g-1', 'VIP-8888', texts))
    expect(platform.copyText).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['已复制']])
  })
})
