/**
 * The visitor-facing states of the campaign widgets (screenStates.ts) at 320, 375 and 430 px: nothing wider
 * than the screen, no text cut off without an ellipsis, no word broken over lines, no button label on two
 * lines (layoutChecks.ts; issue 38: the prize draw's guest line and links wrapped at 375 px).
 * `npm test` checks every state at 320 px, the narrowest screen, where a line wraps first (issue 52: a prize
 * record's expiry that wrapped at 320 px passed a gate that checked 6 of them); the sweeps (SWEEPS=1) every
 * state at every width. SCREENS_STATES=<names> checks the named ones.
 */
import { PHONE, settled, setupE2E, testContext, type E2E } from './support'
import { layoutFindings } from './layoutChecks'
import { SCREEN_STATES } from './screenStates'

const FULL = process.env.SWEEPS === '1'
const WIDTHS = FULL ? [320, 375, 430] : [320]
const named = process.env.SCREENS_STATES?.split(',').filter(Boolean)
const states = named ? SCREEN_STATES.filter((s) => named.includes(s.name)) : SCREEN_STATES

let e2e: E2E
beforeAll(async () => {
  e2e = await setupE2E()
  console.log(`layout states: ${named ? 'the named' : 'every one'}, ${states.length} of ${SCREEN_STATES.length}, at ${WIDTHS.join(', ')} px`)
})
afterAll(async () => { await e2e?.close() })

it('checks every state unless some are named', () => {
  expect(states.length).toBe(named ? named.length : SCREEN_STATES.length)
})

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(states.map((s) => [s.name, s] as const))('%s: nothing overflows, is cut off or wraps', async (_name, state) => {
    const context = await testContext(e2e.browser, { ...PHONE, deviceScaleFactor: 1, viewport: { width, height: PHONE.viewport.height } })
    context.setDefaultTimeout(15_000)
    try {
      const page = await context.newPage()
      const target = await state.open(page, e2e)
      await settled(page)
      expect(await layoutFindings(page, target === 'screen' ? undefined : target)).toEqual([])
    } finally {
      await context.close()
    }
  }, 45_000)
})
