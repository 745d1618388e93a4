/**
 * Exposure tracking and error reports on H5 (issue 28 items 6 and 7), against the emulator's collector:
 * each block's component_show arrives once, only after it has been half on screen, several to a POST;
 * a silent refresh sends none again; an uncaught error reaches the collector without a token.
 */
import type { Page } from 'playwright-core'
import { parseServerTime } from '../../src/lib/time'
import basic from '../../server/scenarios/basic.json'
import { BATCH_DELAY_MS } from '../../src/services/analytics'
import { expectPageErrors, setupE2E, setVisitorControls, screenshotOnFailure, settled, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

const COLLECT = '/analytics/collect'
const PAGE_CALL = '/campaign-center/api/avatar/pages/get-release'

interface Collected { event: string, uuid?: string, componentType?: string, activityId?: string, message?: string, url?: string, stack?: string }

async function collected (page: Page): Promise<Collected[]> {
  const res = await page.request.get(`${e2e.emulator.origin}/__emu/analytics`)
  return await res.json() as Collected[]
}

const shows = (events: Collected[]) => events.filter((e) => e.event === 'component_show')

/** How much of each block ([data-uuid]) is on screen now: the share of it, and the share of the screen it covers. */
function visibility (page: Page): Promise<Record<string, { ratio: number, cover: number }>> {
  return page.evaluate(() => {
    const out: Record<string, { ratio: number, cover: number }> = {}
    const screen = window.innerHeight
    for (const el of Array.from(document.querySelectorAll('[data-uuid]'))) {
      const r = el.getBoundingClientRect()
      const visible = Math.max(0, Math.min(r.bottom, screen) - Math.max(r.top, 0))
      const uuid = el.getAttribute('data-uuid') as string
      const ratio = r.height > 0 ? visible / r.height : 0
      const prev = out[uuid]
      out[uuid] = { ratio: Math.max(prev?.ratio ?? 0, ratio), cover: Math.max(prev?.cover ?? 0, visible / screen) }
    }
    return out
  })
}

describe('exposure tracking on H5', () => {
  it('sends each block once, only after half of it was on screen, several to a POST', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'exposure-scroll', async () => {
      let posts = 0
      page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === COLLECT) posts++ })
      await page.goto(e2e.campaignUrl('activityId=products'))
      await page.locator('.header-image').waitFor()
      // Best visibility each block has had so far, sampled at every resting position before the collector is read.
      const best: Record<string, { ratio: number, cover: number }> = {}
      const sample = async () => {
        for (const [uuid, v] of Object.entries(await visibility(page))) {
          best[uuid] = { ratio: Math.max(best[uuid]?.ratio ?? 0, v.ratio), cover: Math.max(best[uuid]?.cover ?? 0, v.cover) }
        }
      }
      const check = async () => {
        for (const e of shows(await collected(page))) {
          const seen = best[e.uuid as string]
          expect({ uuid: e.uuid, halfSeen: !!seen && (seen.ratio >= 0.49 || seen.cover >= 0.49) }).toEqual({ uuid: e.uuid, halfSeen: true })
        }
      }
      await sample()
      // The collector's batch goes a second after its first event (a wait for the spec's time).
      await page.waitForTimeout(BATCH_DELAY_MS + 500)
      await sample()
      await check()
      // The first screen's blocks are counted; the last ones, far below, are not.
      const first = shows(await collected(page)).map((e) => e.uuid)
      expect(first).toContain('p-header')
      expect(first).not.toContain('p-recycle')
      // Half a screen at a time, as a visitor reads.
      for (let step = 0; step < 40; step++) {
        const atEnd = await page.evaluate(() => {
          const el = document.querySelector('.taro_page_show') ?? document.scrollingElement
          if (!el) return true
          el.scrollTop = Math.min(el.scrollTop + el.clientHeight / 2, el.scrollHeight)
          return el.scrollTop + el.clientHeight >= el.scrollHeight - 1
        })
        await settled(page)
        await sample()
        await check()
        if (atEnd && best['p-sp-end']) break
      }
      await page.waitForTimeout(BATCH_DELAY_MS + 500)
      await check()
      const events = shows(await collected(page))
      const uuids = events.map((e) => e.uuid)
      // Once each.
      expect(uuids.length).toBe(new Set(uuids).size)
      // Every block the visitor had half on screen was counted, with the activity and its type.
      const halfSeen = Object.entries(best).filter(([, v]) => v.ratio >= 0.55).map(([uuid]) => uuid)
      expect(halfSeen.length).toBeGreaterThan(10)
      expect(uuids).toEqual(expect.arrayContaining(halfSeen))
      expect(events.find((e) => e.uuid === 'p-header')).toMatchObject({ activityId: 'products', componentType: 'headerImage' })
      // Batched: fewer POSTs than events.
      expect(posts).toBeLessThan(events.length)
    })
  })

  it('a silent refresh (the countdown reaching zero) sends no block again', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'exposure-refresh', async () => {
      const endTime = (basic.page.components.find((c) => c.type === 'countdown')?.data as { countdown: { contents: Array<{ configs: Array<{ endTime: string }> }> } }).countdown.contents[0].configs[0].endTime
      await page.goto(`${e2e.emulator.origin}/__emu/visitor`)
      await setVisitorControls(page, e2e.emulator.origin, { clock: { offsetMs: (parseServerTime(endTime) as number) - 3000 - Date.now() } })
      // Counted from before the visit: the refresh 3 s in can come before the page's blocks are waited for
      // (a loaded machine), so waiting for it afterwards would miss it.
      let pageAnswers = 0
      page.on('response', (r) => { if (r.url().endsWith(PAGE_CALL) && r.request().method() === 'POST') pageAnswers++ })
      await page.goto(e2e.campaignUrl('activityId=basic'))
      await page.locator('.header-image').waitFor()
      // The first page answer, then the refresh after zero.
      for (let i = 0; i < 100 && pageAnswers < 2; i++) await page.waitForTimeout(100)
      expect(pageAnswers).toBe(2)
      await page.waitForFunction(() => !document.querySelector('.countdown'))
      await settled(page)
      await page.waitForTimeout(BATCH_DELAY_MS + 500)
      const uuids = shows(await collected(page)).map((e) => e.uuid)
      expect(uuids).toContain('c-header')
      // The popup opens on arrival: counted, as shown.
      expect(uuids).toContain('c-modal')
      expect(uuids.length).toBe(new Set(uuids).size)
    })
  })
})

describe('error reports on H5 (000 §9: errors at rate 1)', () => {
  it('an uncaught error thrown in the page reaches the collector once, without its token', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'error-report', async () => {
      await page.goto(e2e.campaignUrl('activityId=products&token=e2e-secret-token'))
      await page.locator('.header-image').waitFor()
      // Thrown from a timer: nothing catches it. Three times: reported once.
      expectPageErrors(page, /^Error: e2e boom ticket=ST-e2e-secret /)
      await page.evaluate(() => {
        for (let i = 0; i < 3; i++) setTimeout(() => { throw new Error('e2e boom ticket=ST-e2e-secret') }, 0)
      })
      for (let i = 0; i < 50 && !(await collected(page)).some((e) => e.event === 'error'); i++) await page.waitForTimeout(100)
      await page.waitForTimeout(500)
      const events = await collected(page)
      const errors = events.filter((e) => e.event === 'error' && e.message?.includes('e2e boom'))
      expect(errors).toHaveLength(1)
      expect(errors[0].url).toContain('activityId=products')
      expect(JSON.stringify(events)).not.toMatch(/e2e-secret/)
    })
  })
})
