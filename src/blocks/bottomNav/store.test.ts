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
