import { parseRecycle } from './model'

const product = (name: string, maxPrice: number | string, subsidyAmount?: number) => ({ product: { imageUrl: 'https://i.example/p.png', name, maxPrice, subsidyAmount } })

describe('recycle tiles (000 §3, §5)', () => {
  it('reads tiles, style, columns, slide and button; drops unusable tiles', () => {
    const r = parseRecycle({ activityStyle: 'ATMOSPHERE_FRAME', atmosphereImage: 'https://i.example/frame.png', columnSize: 3, supportSlide: true,
      btnText: '立即回收', btnColor: '#ff5a3c', btnTextColor: '#fff',
      recycleConfigs: [product('iPhone 15 Pro', 4680, 300), product('无价格', 'x'), product('华为 Mate 60', '3150')] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value).toMatchObject({ style: 'ATMOSPHERE_FRAME', columns: 3, slide: true, atmosphereImage: 'url("https://i.example/frame.png")', button: { text: '立即回收', color: '#ff5a3c', textColor: '#fff' } })
    expect(r.value.tiles.map((t) => [t.name, t.highestPrice, t.subsidy])).toEqual([['iPhone 15 Pro', '4980', '300'], ['华为 Mate 60', '3150', undefined]])
  })

  it('defaults to QUICKLY with 2 columns and refuses an empty list', () => {
    const r = parseRecycle({ columnSize: 9, recycleConfigs: [product('A', 1)] })
    expect(r.ok && [r.value.style, r.value.columns]).toEqual(['QUICKLY', 2])
    expect(parseRecycle({ recycleConfigs: [] }).ok).toBe(false)
  })
})
