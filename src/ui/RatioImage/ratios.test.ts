import { ImageRatios } from './ratios'

describe('image ratios remembered by src (issue 42: a block mounted again reserves its images\' boxes)', () => {
  it('remembers width / height of a load that reported two positive numbers', () => {
    const ratios = new ImageRatios()
    expect(ratios.remember('https://i/a.png', 750, 300)).toBe(2.5)
    expect(ratios.of('https://i/a.png')).toBe(2.5)
    for (const [w, h] of [[0, 300], [750, 0], [NaN, 1], [1, Infinity], [-1, 2]]) expect(ratios.remember('https://i/b.png', w, h)).toBeUndefined()
    expect(ratios.of('https://i/b.png')).toBeUndefined()
    expect(ratios.remember('', 1, 1)).toBeUndefined()
  })

  it('forgets the least recently reported past its size', () => {
    const ratios = new ImageRatios(2)
    ratios.remember('a', 1, 1)
    ratios.remember('b', 2, 1)
    ratios.remember('a', 3, 1)
    ratios.remember('c', 4, 1)
    expect([ratios.of('a'), ratios.of('b'), ratios.of('c')]).toEqual([3, undefined, 4])
  })
})
