/**
 * The H5 floors (plugins/postcss-floors): text and hit areas in CSS px under the design scale, on the CSS as
 * Taro's pxtransform leaves it (1rem = 20 design px; at 320 px one rem is 17.07 CSS px).
 */
import postcss from 'postcss'
import { TARGET_PX, TEXT_MIN_PX } from '../test/e2e/a11y'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const floors = require('../plugins/postcss-floors/index.js') as { (options?: object): postcss.Plugin, DEFAULTS: { textMinPx: number, targetPx: number } }

// New nodes come with line breaks between them: the tests read the CSS without them.
const run = (css: string): string => postcss([floors()]).process(css, { from: undefined }).css.replace(/\n/g, '')

describe('postcss-floors', () => {
  it('holds the page\'s floors (test/e2e/a11y.ts)', () => {
    expect(floors.DEFAULTS).toMatchObject({ textMinPx: TEXT_MIN_PX, targetPx: TARGET_PX })
  })

  it('a font size under 12 px at 320 px (under 14.06 design px) gets max(12px, …) after its scaled size; larger ones stay', () => {
    expect(run('.a{font-size:.6rem}')).toBe('.a{font-size:.6rem;font-size:max(12px, .6rem)}')
    // 14 design px: 11.95 px at 320.
    expect(run('.a{font-size:.7rem}')).toBe('.a{font-size:.7rem;font-size:max(12px, .7rem)}')
    // 15 design px: 12.8 px at 320.
    expect(run('.a{font-size:.75rem}')).toBe('.a{font-size:.75rem}')
    // px the design does not scale (Taro's own, or written PX on purpose), and anything not a plain rem.
    expect(run('.a{font-size:10px}.b{font-size:calc(1rem - 2px)}.c{font-size:inherit}')).toBe('.a{font-size:10px}.b{font-size:calc(1rem - 2px)}.c{font-size:inherit}')
  })

  it('a box of exactly the design\'s hit area (44 design px) gets max(44px, …); other lengths and properties stay', () => {
    expect(run('.a{min-height:2.2rem;min-width:2.2rem}')).toBe('.a{min-height:2.2rem;min-height:max(44px, 2.2rem);min-width:2.2rem;min-width:max(44px, 2.2rem)}')
    expect(run('.a{height:2.2rem;width:2.2rem}')).toBe('.a{height:2.2rem;height:max(44px, 2.2rem);width:2.2rem;width:max(44px, 2.2rem)}')
    expect(run('.a{height:2.4rem;margin-top:2.2rem;line-height:2.2rem}')).toBe('.a{height:2.4rem;margin-top:2.2rem;line-height:2.2rem}')
  })

  it('runs once over what it made (a second pass, or max() the styles wrote themselves, is left as it is)', () => {
    const once = run('.a{font-size:.6rem}')
    expect(run(once)).toBe(once)
    expect(run('.a{min-height:max(44px, 2.2rem)}')).toBe('.a{min-height:max(44px, 2.2rem)}')
  })
})

describe('postcss-floors: a control a transparent border grows to its hit area (ui/panel-parts.scss hit-border)', () => {
  it('its top and bottom borders grow by half of what the scale takes from 44 px, and a px for the border\'s rounding, on screens narrower than the design only, where max() is known', () => {
    const rule = '.b{border:solid transparent;border-width:.5rem 0;margin:-.5rem 0;background-clip:padding-box}'
    // Beside the rule, not in it: the minifier merged them into the shorthand and dropped the plain width.
    expect(run(rule)).toBe(`${rule}@media (max-width: 374.98px){@supports (width: max(1px, 2px)){.b{border-top-width:max(.5rem, calc(.5rem + (45px - 2.2rem) / 2));border-bottom-width:max(.5rem, calc(.5rem + (45px - 2.2rem) / 2))}}}`)
    // Three or four values: the first and the third are the top and the bottom; a side of 0 stays.
    expect(run('.b{border:solid transparent;border-width:.1rem 0 .4rem;background-clip:padding-box}')).toContain('{.b{border-top-width:max(.1rem, calc(.1rem + (45px - 2.2rem) / 2));border-bottom-width:max(.4rem, calc(.4rem + (45px - 2.2rem) / 2))}}')
    expect(run('.b{border:solid transparent;border-width:0 .4rem;background-clip:padding-box}')).toBe('.b{border:solid transparent;border-width:0 .4rem;background-clip:padding-box}')
  })

  it('a border that is drawn (not transparent), or one the background covers, is left as it is', () => {
    const drawn = '.b{border:solid #e8332a;border-width:.5rem 0;background-clip:padding-box}'
    expect(run(drawn)).toBe(drawn)
    const covered = '.b{border:solid transparent;border-width:.5rem 0}'
    expect(run(covered)).toBe(covered)
  })
})
