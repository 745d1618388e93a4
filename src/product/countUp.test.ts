import { RolledCounts } from './countUp'

describe('RolledCounts: what a block has rolled, so a card mounted again shows where it landed', () => {
  it('knows a card\'s range once it rolled, not another card\'s nor another range of the same card', () => {
    const rolled = new RolledCounts()
    const key = RolledCounts.key('p1', '5999', '4999')
    expect(rolled.has(key)).toBe(false)
    rolled.add(key)
    expect(rolled.has(key)).toBe(true)
    expect(rolled.has(RolledCounts.key('p2', '5999', '4999'))).toBe(false)
    // A refresh brought a new lowest price: it rolls again.
    expect(rolled.has(RolledCounts.key('p1', '5999', '4899'))).toBe(false)
  })

  it('keeps the newest 200, forgetting the oldest', () => {
    const rolled = new RolledCounts()
    for (let i = 0; i < 201; i++) rolled.add(RolledCounts.key(i, '9', '1'))
    expect(rolled.has(RolledCounts.key(0, '9', '1'))).toBe(false)
    expect(rolled.has(RolledCounts.key(1, '9', '1'))).toBe(true)
    expect(rolled.has(RolledCounts.key(200, '9', '1'))).toBe(true)
  })
})
