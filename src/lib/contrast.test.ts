import { BLACK_TEXT, DARK_TEXT, LIGHT_TEXT, configuredText, contrastRatio, parseColor, readableText } from './contrast'

describe('contrast of operator colours (WCAG 1.4.3: 4.5:1 for text, 3:1 for large text)', () => {
  it('reads hex of 3, 4, 6 and 8 digits and rgb()/rgba(); not a name or hsl()', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1])
    expect(parseColor('#E8332A')).toEqual([232, 51, 42, 1])
    expect(parseColor('#00000080')?.[3]).toBeCloseTo(0.502, 3)
    expect(parseColor('rgb(255, 0, 0)')).toEqual([255, 0, 0, 1])
    expect(parseColor('rgba(0,0,0,50%)')).toEqual([0, 0, 0, 0.5])
    expect(parseColor('red')).toBeUndefined()
    expect(parseColor('hsl(0, 100%, 50%)')).toBeUndefined()
    expect(parseColor('#ggg')).toBeUndefined()
  })

  it('WCAG\'s ratios: black on white 21, a colour on itself 1, the issue\'s #999 on white 2.85, #e8332a 4.25', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#e8332a', '#e8332a')).toBeCloseTo(1, 5)
    expect(contrastRatio('#999999', '#ffffff')).toBeCloseTo(2.85, 2)
    expect(contrastRatio('#e8332a', '#ffffff')).toBeCloseTo(4.25, 2)
    // A see-through background counts as drawn over white (the page's).
    expect(contrastRatio('#000', 'rgba(0,0,0,0)')).toBeCloseTo(21, 5)
    expect(contrastRatio('red', '#fff')).toBeUndefined()
  })

  it('keeps a colour that reads (4.5:1; 3:1 for large text), replaces one under it with the better of dark and white', () => {
    expect(readableText('#666666', '#ffffff')).toEqual({ color: '#666666' })
    // 4.25:1: under 4.5 for text, over 3 for large text.
    const low = readableText('#e8332a', '#ffffff')
    expect([low.color, low.note, low.min]).toEqual([DARK_TEXT, 'replaced', 4.5])
    expect(readableText('#e8332a', '#ffffff', 'large')).toEqual({ color: '#e8332a' })
    // White on the old accent #ff5a3c (3.09:1): the darker text reads better there.
    expect(readableText('#ffffff', '#ff5a3c').color).toBe(DARK_TEXT)
    // The products scenario's #1677ff tag: white 4.10:1, #1f1f1f 4.02:1; black 5.12:1.
    expect(readableText('#ffffff', '#1677ff')).toMatchObject({ color: BLACK_TEXT, note: 'replaced' })
    expect(contrastRatio(BLACK_TEXT, '#1677ff')).toBeGreaterThanOrEqual(4.5)
    const paleLarge = readableText('#ff9f80', '#ffffff', 'large')
    expect([paleLarge.color, paleLarge.min]).toEqual([DARK_TEXT, 3])
    const pale = readableText('#ff9f80', '#ffffff')
    expect([pale.color, pale.note]).toEqual([DARK_TEXT, 'replaced'])
    const onDark = readableText('#333333', '#1a1a1a')
    expect([onDark.color, onDark.note]).toEqual([LIGHT_TEXT, 'replaced'])
    // Colours it cannot read are the operator's as they are.
    expect(readableText('gold', '#fff')).toEqual({ color: 'gold' })
    expect(readableText(undefined, '#fff')).toEqual({ color: undefined })
  })

  it('tells preview mode what it replaced, in the operator\'s terms', () => {
    const notes: string[] = []
    expect(configuredText('楼层导航文字', '#666666', '#ffffff', notes)).toBe('#666666')
    expect(configuredText('楼层导航选中文字', '#e8332a', '#ffffff', notes)).toBe(DARK_TEXT)
    expect(configuredText('按钮文字', '#ffffff', '#ffd400', notes, 'large')).toBe(DARK_TEXT)
    expect(configuredText('标题', '#e8332a', '#ffffff', notes, 'large')).toBe('#e8332a')
    expect(notes).toEqual([
      '楼层导航选中文字颜色 #e8332a 与背景对比度 4.25:1，低于 4.5:1，页面已改用 #1f1f1f',
      '按钮文字颜色 #ffffff 与背景对比度 1.43:1，低于 3:1，页面已改用 #1f1f1f'
    ])
  })
})
