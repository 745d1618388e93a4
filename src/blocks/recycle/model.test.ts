import { parseRecycle } from './model'

const product = (name: string, maxPrice: number | string, subsidyAmount?: number) => ({ product: { imageUrl: 'https://i.example/p.png', name, maxPrice, subsidyAmount } })

describe('recycle tiles (000 §3, §5)', () => {
  it('reads tiles, style, columns, slide and button; drops unusable tiles', () => {
    const r = parseRecycle({ activityStyle: 'ATMOSPHERE_FRAME', atmosphereImage: 'https://i.example/frame.png', columnSize: 3, supportSlide: true,
      btnText: '立即回收', btnColor: '#ff5a3c', btnTextColor: '#fff',
      recycleConfigs: [product('iPhone 15 Pro', 4680, 300), product('无价格', 'x'), product('华为 Mate 60', '3150')] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value).toMatchObject({ style: 'ATMOSPHERE_FRAME', columns: 3, slide: true, atmosphereImage: 'url("https://i.example/frame.png")', button: { text: '立即回收', color: '#ff5a3c', textColor: '#1f1f1f' } })
    // White on the operator's #ff5a3c is 3.10:1: the darker text, and preview says so.
    expect(r.notes).toEqual(['回收按钮文字颜色 #fff 与背景对比度 3.10:1，低于 4.5:1，页面已改用 #1f1f1f'])
    expect(r.value.tiles.map((t) => [t.name, t.highestPrice, t.subsidy])).toEqual([['iPhone 15 Pro', '4980', '300'], ['华为 Mate 60', '3150', undefined]])
  })

  it('defaults to QUICKLY with 2 columns and refuses an empty list', () => {
    const r = parseRecycle({ columnSize: 9, recycleConfigs: [product('A', 1)] })
    expect(r.ok && [r.value.style, r.value.columns]).toEqual(['QUICKLY', 2])
    expect(parseRecycle({ recycleConfigs: [] }).ok).toBe(false)
  })
})

// Issue 53: the button's configured text colour on its colour.
it('the button\'s text colour: replaced under 3:1 on the button and named in preview', () => {
  const r = parseRecycle({ btnColor: '#ffe600', btnTextColor: '#ffffff', recycleConfigs: [product('A', 1)] })
  expect(r.ok && r.value.button.textColor).toBe('#1f1f1f')
  expect(r.ok && r.notes).toEqual([expect.stringContaining('回收按钮文字颜色 #ffffff')])
})
