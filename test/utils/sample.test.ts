import { rotatedOrder, rotatedSample } from './sample'

describe('a sweep\'s sample, rotated by the commit', () => {
  const items = Array.from({ length: 40 }, (_, i) => i)

  it('the same commit, the same items; another commit or target, mostly others; in list order', () => {
    const a = rotatedSample(items, 6, 'abc1234')
    expect(rotatedSample(items, 6, 'abc1234')).toEqual(a)
    expect(a).toHaveLength(6)
    expect(new Set(a).size).toBe(6)
    expect([...a].sort((x, y) => x - y)).toEqual(a)
    const b = rotatedSample(items, 6, 'abc1234|tt')
    expect(b.filter((x) => a.includes(x)).length).toBeLessThan(4)
  })

  it('every item is sampled by some commit within a few dozen', () => {
    const seen = new Set<number>()
    for (let c = 0; c < 60; c++) for (const x of rotatedSample(items, 6, `commit-${c}`)) seen.add(x)
    expect(seen.size).toBe(40)
  })

  it('spread over the list, not a run of neighbours (16 of 200 fuzz cases once came as 100–116 and 165–173)', () => {
    const cases = Array.from({ length: 200 }, (_, i) => i)
    for (const seed of ['202662a', '9c8f412', 'abc1234', 'none']) {
      const picked = rotatedSample(cases, 16, seed)
      // Each quarter of the list holds some, and no more than 6 of the 16 sit next to another picked one.
      for (let q = 0; q < 4; q++) expect(picked.some((x) => x >= q * 50 && x < (q + 1) * 50)).toBe(true)
      expect(picked.filter((x) => picked.includes(x + 1) || picked.includes(x - 1)).length).toBeLessThanOrEqual(6)
    }
  })

  it('an order by each item\'s own key: the same seed keeps two items in the same order whatever else comes and goes', () => {
    const names = Array.from({ length: 30 }, (_, i) => `.block-${i}`)
    const order = rotatedOrder(names, 'abc1234', (n) => n)
    expect([...order].sort()).toEqual([...names].sort())
    expect(order).not.toEqual(names)
    const fewer = rotatedOrder(names.filter((_, i) => i % 3 !== 0), 'abc1234', (n) => n)
    expect(fewer).toEqual(order.filter((n) => fewer.includes(n)))
    expect(rotatedOrder(names, 'def5678', (n) => n)).not.toEqual(order)
  })

  it('all of a short list', () => {
    expect(rotatedSample([1, 2, 3], 6, 'x')).toEqual([1, 2, 3])
  })
})
