/**
 * The navigation blocks (`navigation` scenario) on the four mini-program
 * builds: they render within the first-render budget; a floor tab and a
 * bottom-bar floor item measure their floor and scroll the page to a number
 * (pageScrollTo with scrollTop: not every host takes a selector).
 */
import { startEmulator, type RunningEmulator } from '../../server/app'
import { bootMiniProgram, MINI_TARGETS, type MiniProgramHarness, type MiniTarget } from './harness'
import { expectFirstRenderWithinBudget } from './budgets'

const PAGE = 'pages/campaign/index'

let emulator: RunningEmulator
let harness: MiniProgramHarness | undefined
beforeAll(async () => { emulator = await startEmulator({ port: 0 }) })
afterAll(async () => { await emulator?.close() })
afterEach(() => { harness?.dispose(); harness = undefined })

async function open (target: MiniTarget): Promise<MiniProgramHarness> {
  harness = await bootMiniProgram({ target, gatewayOrigin: emulator.origin })
  await harness.openPage(PAGE, { activityId: 'navigation' })
  await harness.settle()
  return harness
}

describe.each(MINI_TARGETS)('%s: navigation', (target) => {
  test('renders the three navigations within the first-render budget', async () => {
    const h = await open(target)
    expect(h.findByClass('image-text-nav__item')).toHaveLength(5)
    expect(h.findByClass('floor-nav__tab')).toHaveLength(6)
    expect(h.findByClass('bottom-nav__item')).toHaveLength(4)
    expectFirstRenderWithinBudget(h)
    expect(h.unemulatedCalls()).toEqual([])
  })

  test('a floor tab and a bottom-bar floor item measure their floor and scroll to a number', async () => {
    const h = await open(target)
    await h.advance(1100)
    await h.tapAndSettle(h.findByClass('floor-nav__tab')[3])
    await h.tapAndSettle(h.findByClass('bottom-nav__item')[1])
    const scrolls = h.callsOf('pageScrollTo').map((c) => c.args[0] as { scrollTop?: number, selector?: string })
    expect(scrolls.length).toBeGreaterThanOrEqual(2)
    expect(scrolls.every((s) => typeof s.scrollTop === 'number' && s.selector === undefined)).toBe(true)
    expect(h.callsOf('createSelectorQuery').length).toBeGreaterThan(0)
  })
})
