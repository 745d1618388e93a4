import { LATE_RESIZE_MS, MAX_SCALED_WIDTH, rootFontSize, setRootFontSize, type RootFontOptions } from './viewportRem'

/** As config/index.ts passes them: designWidth 375, deviceRatio 2 (pxtransform's rem is 20 px there). */
const OPTIONS: RootFontOptions = { designWidth: 375, remAtDesign: 20, maxWidth: MAX_SCALED_WIDTH, lateMs: LATE_RESIZE_MS }

describe('the design scale on H5 (001 §9: "Design width is min(screen width, 750) over 375")', () => {
  it('scales the rem with the width up to 750, and no further', () => {
    expect(MAX_SCALED_WIDTH).toBe(750)
    expect(rootFontSize(375, OPTIONS)).toBe(20)
    expect(rootFontSize(393, OPTIONS)).toBeCloseTo(20.96, 2)
    expect(rootFontSize(700, OPTIONS)).toBeCloseTo(37.33, 2)
    expect(rootFontSize(750, OPTIONS)).toBe(40)
    expect(rootFontSize(1280, OPTIONS)).toBe(40)
    // Narrower than the design: smaller too (Taro's script kept 20 px, and 375 design px overflowed).
    expect(rootFontSize(320, OPTIONS)).toBeCloseTo(17.07, 2)
  })

  describe('the inline script', () => {
    /** A window as the script sees it in the head: the root element's width and height (what Taro's script read). */
    function page (at: { width: number, height: number, innerWidth?: number }) {
      const listeners: Record<string, () => void> = {}
      const root = { style: { fontSize: '' }, get clientWidth () { return at.width }, get clientHeight () { return at.height } }
      const w = {
        document: { documentElement: root },
        get innerWidth () { return at.innerWidth ?? at.width },
        addEventListener: (type: string, fn: () => void) => { listeners[type] = fn }
      }
      setRootFontSize(w as unknown as Window, OPTIONS)
      return { size: () => parseFloat(root.style.fontSize), fire: (type: string) => listeners[type]() }
    }
    beforeEach(() => { jest.useFakeTimers() })
    afterEach(() => { jest.useRealTimers() })

    it('reads the width alone, however short the document is when it runs', () => {
      expect(page({ width: 393, height: 8 }).size()).toBeCloseTo(20.96, 2)
      expect(page({ width: 700, height: 0 }).size()).toBeCloseTo(37.33, 2)
    })

    it('follows a resize and a rotation, and reads the width again a moment later', () => {
      const at = { width: 375, height: 812 }
      const p = page(at)
      expect(p.size()).toBe(20)
      at.width = 700
      p.fire('resize')
      expect(p.size()).toBeCloseTo(37.33, 2)
      // A rotation whose new width the webview reports only later.
      at.width = 430
      p.fire('orientationchange')
      expect(p.size()).toBeCloseTo(22.93, 2)
      at.width = 812
      jest.advanceTimersByTime(LATE_RESIZE_MS)
      expect(p.size()).toBe(40)
    })

    it('a webview not laid out yet (no width) draws at the design width until its resize comes', () => {
      const at = { width: 0, height: 0, innerWidth: 0 }
      const p = page(at)
      expect(p.size()).toBe(20)
      at.width = 393
      p.fire('resize')
      expect(p.size()).toBeCloseTo(20.96, 2)
    })
  })
})
