import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { storeRoot } from '../../../test/utils/storeRoot'
import { parseBottomNav } from './model'
import { BottomNavStore } from './store'

describe('bottom navigation store', () => {
  it('keeps the page clear of the bar while it is mounted: the last block and the fixed controls (001 §2)', () => {
    const { root } = storeRoot()
    const r = parseBottomNav({ resources: [{ defaultImageUrl: 'https://img.example.cn/a.png', imageWidth: 375, imageHeight: 120 }] })
    if (!r.ok) throw new Error(r.reason)
    const store = new BottomNavStore(r.value, { id: 1, uuid: 'b', type: 'bottomNav', kind: 'bottomNav' }, root)
    const stop = store.start()
    expect(root.page.bottomInset).toBe(120)
    stop()
    expect(root.page.bottomInset).toBe(0)
  })
})

describe('bottom navigation store: 20 taps in one tick or over a second, the host slow to open (tests in tiers)', () => {
  beforeEach(() => { jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') }) })
  afterEach(() => { jest.useRealTimers() })

  it.each(TAPPINGS)('an item with a redirect tapped 20 times %s: one navigation, no toast', async (how) => {
    const { root, platform } = storeRoot({ platform: { open: jest.fn(slow(undefined)) } })
    const r = parseBottomNav({ resources: [{ defaultImageUrl: 'https://img.example.cn/a.png', redirect: { redirects: [{ platform: 'm', path: 'https://m.example.cn/mine' }] } }] })
    if (!r.ok) throw new Error(r.reason)
    const store = new BottomNavStore(r.value, { id: 1, uuid: 'b', type: 'bottomNav', kind: 'bottomNav' }, root)
    await tap20(how, () => store.tap(0))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://m.example.cn/mine' }))
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
