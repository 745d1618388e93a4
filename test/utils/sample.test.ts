import { rotatedSample } from './sample'

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

  it('all of a short list', () => {
    expect(rotatedSample([1, 2, 3], 6, 'x')).toEqual([1, 2, 3])
  })
})
