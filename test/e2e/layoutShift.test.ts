import { setupE2E, screenshotOnFailure, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

/** Every layout shift of the load (none follows an input here), with what moved. */
interface Shift { at: number, value: number, moved: string[] }

/**
 * Issue 9: CLS 0.00 in every run. A slow phone (the CPU throttled 4×, as Lighthouse's mobile runs) is where
 * blocks commit in separate frames, so a block that grows after the one below it is on screen shows here:
 * a flash sale that once rendered its first cards and the rest a frame later pushed the next sale down.
 * Two loads each, since such a race does not lose every time.
 */
describe('the page does not move while it loads (CLS 0)', () => {
  for (const activityId of ['demo', 'basic', 'seckill', 'products', 'coupons', 'navigation', 'guess', 'stores', 'cashback', 'hot', 'pool', 'lottery']) {
    it(`${activityId}: no layout shift in two throttled loads`, async () => {
      for (let load = 0; load < 2; load++) {
        const { context, page } = await e2e.visitor()
        await screenshotOnFailure(page, `layout-shift-${activityId}`, async () => {
          await page.addInitScript(() => {
            const shifts: Shift[] = []
            ;(window as unknown as { __shifts: Shift[] }).__shifts = shifts
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as Array<{ startTime: number, value: number, sources: Array<{ node?: Node | null }> }>) {
                shifts.push({ at: Math.round(entry.startTime), value: entry.value, moved: entry.sources.map((s) => (s.node as Element | null)?.className || s.node?.nodeName || '?') })
              }
            }).observe({ type: 'layout-shift', buffered: true })
          })
          const cdp = await context.newCDPSession(page)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
          await page.goto(e2e.campaignUrl(`activityId=${activityId}`))
          await page.locator('.campaign').waitFor()
          // Prices, later batches and images settle well within this on a throttled CPU.
          await page.waitForTimeout(4000)
          const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
          expect(shifts).toEqual([])
        })
        await context.close()
      }
    }, 45_000)
  }
})
