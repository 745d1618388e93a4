import { parseTab, type TabModel } from './model'
import { TabStore } from './store'

const text = (uuid: string) => ({ id: uuid, uuid, type: 'richText', data: { richText: { contents: [{}] } } })
const parse = (names: string[]): TabModel => {
  const r = parseTab({ components: names.map(text), groups: names.map((n) => ({ navigationName: n, componentUuids: [n] })) })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

describe('tab store (000 §4 "Tab: the active group index starts at 0 and changes on clicking another tab")', () => {
  it('starts at 0 and follows the tapped tab; an index outside the bar changes nothing', () => {
    const store = new TabStore(parse(['手机', '平板', '电脑']))
    expect(store.active).toBe(0)
    store.select(2)
    expect(store.active).toBe(2)
    store.select(3)
    store.select(-1)
    expect(store.active).toBe(2)
  })

  it('a refresh keeps the chosen tab while it exists, else goes back to the first', () => {
    const store = new TabStore(parse(['手机', '平板', '电脑']))
    store.select(1)
    store.update(parse(['手机', '平板']))
    expect(store.active).toBe(1)
    store.update(parse(['手机']))
    expect(store.active).toBe(0)
    // The new config is the one read: its bounds hold.
    store.select(1)
    expect(store.active).toBe(0)
  })
})
