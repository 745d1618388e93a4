import { displayOf, elderlyAskOf, hostTextScale, ELDERLY_FROM_SCALE, ELDERLY_HIT_PX, ELDERLY_TEXT_SCALE, HIT_PX, MAX_TEXT_SCALE, STANDARD_TEXT_PX } from './textSize'

describe('the host\'s text size', () => {
  it('WeChat\'s standard sizes: iOS 17 px, Android 16 px (its 适老化 guide)', () => {
    expect(STANDARD_TEXT_PX).toEqual({ ios: 17, other: 16 })
    expect(hostTextScale({ settingPx: 17, system: 'ios' })).toBe(1)
    expect(hostTextScale({ settingPx: 16, system: 'android' })).toBe(1)
  })

  it('a larger setting is followed: iOS 23.8 px (关怀模式) is 1.4, Android 20 px 1.25', () => {
    expect(hostTextScale({ settingPx: 23.8, system: 'ios' })).toBe(1.4)
    expect(hostTextScale({ settingPx: 20, system: 'android' })).toBe(1.25)
    expect(hostTextScale({ settingPx: 20, system: 'devtools' })).toBe(1.25)
  })

  it('WeChat\'s scale factor, when given, comes first', () => {
    expect(hostTextScale({ factor: 1.3, settingPx: 17, system: 'ios' })).toBe(1.3)
  })

  it('a smaller setting keeps the design\'s size; a larger one stops at 200 %', () => {
    expect(hostTextScale({ settingPx: 16, system: 'ios' })).toBe(1)
    expect(hostTextScale({ factor: 0.8 })).toBe(1)
    expect(MAX_TEXT_SCALE).toBe(2)
    expect(hostTextScale({ factor: 3.5 })).toBe(2)
    expect(hostTextScale({ settingPx: 60, system: 'android' })).toBe(2)
  })

  it('nothing, or nonsense, is 1', () => {
    for (const report of [{}, { settingPx: '18' }, { settingPx: NaN }, { settingPx: -3 }, { factor: 'big' }, { settingPx: 1e6 }, { factor: 0 }]) {
      expect(hostTextScale(report)).toBe(1)
    }
  })
})

describe('the display', () => {
  it('a standard text size: no elderly mode, the design\'s text and 44 px hit areas', () => {
    expect(displayOf({ hostScale: 1, nativeScale: 1 })).toEqual({ elderly: false, textScale: 1 })
    expect(HIT_PX).toBe(44)
  })

  it('a mini-program host\'s larger text: the page multiplies its text by it', () => {
    expect(displayOf({ hostScale: 1.15, nativeScale: 1 })).toEqual({ elderly: false, textScale: 1.15 })
  })

  it('from 1.25 the elderly mode comes on: text at least 1.5 times (12 → 18 px), 60 px hit areas', () => {
    expect(ELDERLY_FROM_SCALE).toBe(1.25)
    expect(ELDERLY_TEXT_SCALE * 12).toBe(18)
    expect(ELDERLY_HIT_PX).toBe(60)
    expect(displayOf({ hostScale: 1.25, nativeScale: 1 })).toEqual({ elderly: true, textScale: 1.5 })
    expect(displayOf({ hostScale: 1.8, nativeScale: 1 })).toEqual({ elderly: true, textScale: 1.8 })
  })

  it('a web view that zooms the text itself is not zoomed twice; the elderly mode adds what its zoom lacks', () => {
    expect(displayOf({ hostScale: 1.15, nativeScale: 1.15 }).textScale).toBe(1)
    expect(displayOf({ hostScale: 1.3, nativeScale: 1.3 })).toEqual({ elderly: true, textScale: 1.15 })
    expect(displayOf({ hostScale: 2, nativeScale: 2 }).textScale).toBe(1)
  })

  it('the link\'s ask wins over the text size, both ways', () => {
    expect(displayOf({ hostScale: 1, nativeScale: 1, elderlyAsked: true })).toEqual({ elderly: true, textScale: 1.5 })
    expect(displayOf({ hostScale: 1.4, nativeScale: 1, elderlyAsked: false })).toEqual({ elderly: false, textScale: 1.4 })
  })

  it('nonsense in is the standard display out', () => {
    expect(displayOf({ hostScale: NaN, nativeScale: 0 })).toEqual({ elderly: false, textScale: 1 })
  })

  it('elderly=1 asks it, elderly=0 refuses it, anything else leaves it to the text size', () => {
    expect(elderlyAskOf('1')).toBe(true)
    expect(elderlyAskOf('0')).toBe(false)
    for (const v of [undefined, '', 'true', 'yes', '2']) expect(elderlyAskOf(v)).toBeUndefined()
  })
})
