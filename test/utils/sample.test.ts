import { rotatedSample } from './sample'

describe('a sweep\'s sample, rotated by the commit', () => {
  const items = Array.from({ length: 40 }, (_, i) => i)

  it('the same commit, the same items; another commit, others; spread over the list, in order', () => {
    const a = rotatedSample(items, 6, 'abc1234')
    expect(rotatedSample(items, 6, 'abc1234')).toEqual(a)
    expect(a).toHaveLength(6)
    expect([...a].sort((x, y) => x - y)).toEqual(a)
    expect(rotatedSample(items, 6, 'def5678')).not.toEqual(a)
    // Spread: no two picks closer than the step's floor.
    const gaps = a.slice(1).map((x, i) => x - a[i])
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1)
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
