/**
 * plugins/postcss-text-scale: text and its line heights times the page root's --text-scale, on the CSS as
 * pxtransform (and, on the web, postcss-floors) leave it.
 */
import postcss from 'postcss'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const textScale = require('../plugins/postcss-text-scale/index.js') as { (): postcss.Plugin, VARIABLE: string }

const run = (css: string): string => postcss([textScale()]).process(css, { from: undefined }).css

describe('postcss-text-scale', () => {
  it('a font size or line height in a length is multiplied by --text-scale (1 when the root sets none)', () => {
    expect(textScale.VARIABLE).toBe('--text-scale')
    expect(run('.a{font-size:24rpx;line-height:32rpx}')).toBe('.a{font-size:calc(24rpx * var(--text-scale, 1));line-height:calc(32rpx * var(--text-scale, 1))}')
    expect(run('.a{font-size:.6rem}')).toBe('.a{font-size:calc(.6rem * var(--text-scale, 1))}')
    expect(run('.a{font-size:12px !important}')).toBe('.a{font-size:calc(12px * var(--text-scale, 1)) !important}')
  })

  it('the floors\' max() is scaled, the plain rem before it stays an older webview\'s fallback', () => {
    expect(run('.a{font-size:.6rem;font-size:max(12px, .6rem)}')).toBe('.a{font-size:.6rem;font-size:calc(max(12px, .6rem) * var(--text-scale, 1))}')
  })

  it('em, %, unitless line heights, keywords and zero follow what is already scaled, or stay', () => {
    const css = '.a{font-size:1.2em;line-height:1.4;font-size:inherit}.b{font-size:120%;line-height:normal}.c{font-size:0}.d{font-size:0px}.e{font-size:max(12PX, 0.7em)}'
    expect(run(css)).toBe(css)
  })

  it('a box clamped to whole lines of its text keeps whole lines: its max-height goes with the line height', () => {
    expect(run('.a{max-height:96rpx;overflow:hidden;line-height:32rpx}')).toBe('.a{max-height:calc(96rpx * var(--text-scale, 1));overflow:hidden;line-height:calc(32rpx * var(--text-scale, 1))}')
    expect(run('.a{max-height:32rpx;overflow:hidden}')).toBe('.a{max-height:calc(32rpx * var(--text-scale, 1));overflow:hidden}')
    // A scrolling panel's max-height is not a clamp.
    expect(run('.a{max-height:600rpx;overflow-y:auto}')).toBe('.a{max-height:600rpx;overflow-y:auto}')
  })

  it('other properties keep their lengths (boxes are not scaled), and nothing is scaled twice', () => {
    expect(run('.a{height:88rpx;width:2.2rem}')).toBe('.a{height:88rpx;width:2.2rem}')
    const once = run('.a{font-size:24rpx}')
    expect(postcss([textScale()]).process(once, { from: undefined }).css).toBe(once)
  })
})
