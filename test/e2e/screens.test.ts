/**
 * The visitor-facing states of the campaign widgets (screenStates.ts) at 320, 375 and 430 px: nothing wider
 * than the screen, no text cut off without an ellipsis, no word broken over lines, no button label on two
 * lines (layoutChecks.ts; issue 38: the prize draw's guest line and links wrapped at 375 px).
 * `npm test` checks a sample of the states, rotated by the commit (named below, so a failure replays with
 * SCREENS_STATES=<names>); the sweeps (SWEEPS=1) check every state at every width.
 */
import { PHONE, settled, setupE2E, testContext, type E2E } from './support'
import { layoutFindings } from './layoutChecks'
import { SCREEN_STATES } from './screenStates'
import { rotatedSample, sampleSeed } from '../utils/sample'

const FULL = process.env.SWEEPS === '1'
const WIDTHS = FULL ? [320, 375, 430] : [320]
const commit = sampleSeed()
const named = process.env.SCREENS_STATES?.split(',').filter(Boolean)
const states = named ? SCREEN_STATES.filter((s) => named.includes(s.name)) : FULL ? SCREEN_STATES : rotatedSample(SCREEN_STATES, 6, commit)

let e2e: E2E
beforeAll(async () => {
  e2e = await setupE2E()
  console.log(`layout states (${FULL ? 'all' : `sample of commit ${commit}`}): ${states.map((s) => s.name).join(',')}`)
})
afterAll(async () => { await e2e?.close() })

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
