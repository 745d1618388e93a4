/**
 * A control's box at least 44 high (docs/accessibility.md "Size"), on each kind of target: the mini-programs
 * in design px (./index.ts), the web builds also in CSS px (./index.h5.ts).
 */
import { hitBox as webBox } from './index.h5'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { hitBox: miniBox } = require('./index.ts') as typeof import('./index')

describe('hitBox', () => {
  it('mini-programs: a bar 30 design px high takes a tap over 44, the 14 above it unseen (its margin gives them back)', () => {
    expect(miniBox(30)).toEqual({ height: '2.2rem', marginTop: '-0.7rem', paddingTop: '0.7rem' })
    expect(miniBox(50)).toEqual({ height: '2.5rem' })
  })

  it('the web builds: the box is at least 44 CSS px whatever the design scale, reaching up by what it has over the drawn height', () => {
    expect(webBox(30)).toEqual({ height: 'max(44px, 2.2rem)', marginTop: 'calc(1.5rem - max(44px, 2.2rem))', paddingTop: 'calc(max(44px, 2.2rem) - 1.5rem)' })
    // 50 design px: 42.7 CSS px at 320, so 1.3 px reach up there; none at 375 (calc(2.5rem - 2.5rem)).
    expect(webBox(50)).toEqual({ height: 'max(44px, 2.5rem)', marginTop: 'calc(2.5rem - max(44px, 2.5rem))', paddingTop: 'calc(max(44px, 2.5rem) - 2.5rem)' })
  })
})
