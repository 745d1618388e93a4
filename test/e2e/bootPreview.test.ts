import { loadScenario } from '../../server/scenarios'
import { BOOT_BLOCKS_GLOBAL } from '../../src/firstScreen/contract'
import { expectPageErrors, failedLoad, setupE2E, screenshotOnFailure, settled, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

type Shape = 'img' | 'box'
interface Drawn { shape: Shape, top: number, height: number }
interface Component { uuid: string, data: Record<string, { contents: Array<Record<string, unknown>> }> }

/** The navigation scenario's page, its components changed by `change`, as the emulator serves it under `id` (a fuzz page). */
async function navigationPage (id: string, change: (components: Component[]) => void): Promise<Component[]> {
  const page = structuredClone(loadScenario('navigation', e2e.emulator.origin)!.page!) as { components: Component[] }
  change(page.components)
  const res = await fetch(`${e2e.emulator.origin}/__emu/pages/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page }) })
  if (!res.ok) throw new Error(`emulator refused ${id}: ${await res.text()}`)
  return page.components
}
const contentsOf = (c: Component) => Object.values(c.data)[0].contents[0]
const resources = (c: Component) => contentsOf(c).resources as Array<Record<string, unknown>>

/**
 * The boot preview (index.html, src/firstScreen) draws the first blocks before the app runs: images, and
 * empty boxes of the height a block's `firstBox` hint reads off its config (blocks/<kind>/firstScreen.ts). Each
 * thing it drew must sit exactly where the app then draws that block, or the page would jump when the boot
 * screen goes; and the app's first batch must hold every block it drew (renderer/batches.ts firstBatchCount),
 * or the image would vanish until its batch mounted. The navigation page and variants of its two navigations.
 */
describe('the boot preview draws the first blocks where the app then draws them', () => {
  const cases: Array<{ id: string, shapes: Shape[], change?: (components: Component[]) => void }> = [
    { id: 'navigation', shapes: ['img', 'box', 'box', 'img'] },
    // Icons without titles: the row is 20 px shorter.
    { id: 'fuzz-boot-icons', shapes: ['img', 'box', 'box', 'img'], change: (c) => { for (const r of resources(c[1])) delete r.title } },
    // One title among icons; titles without icons.
    { id: 'fuzz-boot-one-title', shapes: ['img', 'box', 'box', 'img'], change: (c) => { resources(c[1]).forEach((r, i) => { if (i > 0) r.title = ' ' }) } },
    { id: 'fuzz-boot-titles', shapes: ['img', 'box', 'box', 'img'], change: (c) => { for (const r of resources(c[1])) (r.redirect as Record<string, unknown>).imageUrl = '' } },
    // A floor bar of three image tabs (not scrolling), and a header of unknown size (placed once loaded).
    {
      id: 'fuzz-boot-image-tabs',
      shapes: ['img', 'box', 'box', 'img'],
      change: (c) => {
        const icon = (resources(c[1])[0].redirect as Record<string, unknown>).imageUrl
        contentsOf(c[2]).resources = resources(c[2]).slice(0, 3).map((r) => ({ ...r, title: '', redirect: { imageUrl: icon } }))
        delete contentsOf(c[0]).imageWidth
        delete contentsOf(c[0]).imageHeight
      }
    },
    // Seven icons scroll sideways: no height promised, the preview stops at them.
    { id: 'fuzz-boot-scroll', shapes: ['img'], change: (c) => { contentsOf(c[1]).resources = [...resources(c[1]), ...resources(c[1]).slice(0, 2)] } }
  ]

  for (const { id, shapes, change } of cases) {
    it(`${id}: ${shapes.join(', ')}, each at the app's place, all in the app's first batch, no layout shift`, async () => {
      const components = change ? await navigationPage(id, change) : (loadScenario(id, e2e.emulator.origin)!.page!.components as Component[])
      const uuids = components.slice(0, shapes.length).map((c) => c.uuid)

      // The preview alone: the app's scripts never arrive.
      const alone = await e2e.visitor()
      const preview = await screenshotOnFailure(alone.page, `boot-preview-${id}`, async () => {
        await alone.page.route(/\/js\/[^?]*\.js(\?|$)/, (route) => route.abort())
        // The scripts refused above, as the browser notes each.
        expectPageErrors(alone.page, failedLoad('net::ERR_FAILED', /\/js\/[^/)]*\.js/))
        await alone.page.goto(e2e.campaignUrl(`activityId=${id}`))
        await alone.page.waitForFunction((n) => {
          const column = Array.from(document.querySelectorAll('#boot-screen .boot-preview > *'))
          return column.length === n && column.every((el) => !(el instanceof HTMLImageElement) || (el.complete && el.naturalWidth > 0))
        }, shapes.length)
        // Nothing more is placed afterwards (the app's scripts never ran here, nor its settle signal: a fixed wait).
        await alone.page.waitForTimeout(300)
        return alone.page.evaluate((global) => ({
          drawn: Array.from(document.querySelectorAll('#boot-screen .boot-preview > *')).map((el) => {
            const r = el.getBoundingClientRect()
            return { shape: el.tagName === 'IMG' ? 'img' : 'box', top: r.top, height: r.height }
          }) as Drawn[],
          count: (window as unknown as Record<string, unknown>)[global]
        }), BOOT_BLOCKS_GLOBAL)
      })
      await alone.context.close()
      expect(preview.drawn.map((d) => d.shape)).toEqual(shapes)
      expect(preview.count).toBe(shapes.length)

      // The app: where it draws those blocks, and what was mounted when the boot screen went.
      const { context, page } = await e2e.visitor()
      await screenshotOnFailure(page, `boot-preview-app-${id}`, async () => {
        await page.addInitScript((watched) => {
          const w = window as unknown as { __atBootGone?: boolean[], __shifts: number[] }
          w.__shifts = []
          new PerformanceObserver((list) => { for (const e of list.getEntries() as unknown as Array<{ value: number }>) w.__shifts.push(e.value) }).observe({ type: 'layout-shift', buffered: true })
          new MutationObserver((_, observer) => {
            if (document.getElementById('boot-screen') || !document.getElementById('app')) return
            w.__atBootGone = watched.map((uuid) => !!document.querySelector(`[data-uuid="${uuid}"] > *`))
            observer.disconnect()
          }).observe(document, { childList: true, subtree: true })
        }, uuids)
        await page.goto(e2e.campaignUrl(`activityId=${id}`))
        await page.waitForFunction((watched) => !document.getElementById('boot-screen') && watched.every((uuid) => {
          const img = document.querySelector(`[data-uuid="${uuid}"] img`) as HTMLImageElement | null
          return !!document.querySelector(`[data-uuid="${uuid}"]`) && (!img || (img.complete && img.naturalWidth > 0))
        }), uuids)
        await settled(page)
        const app = await page.evaluate(({ watched, kinds }) => watched.map((uuid, i) => {
          const slot = document.querySelector(`[data-uuid="${uuid}"]`)!
          const r = (kinds[i] === 'img' ? slot.querySelector('img')! : slot).getBoundingClientRect()
          return { top: r.top, height: r.height }
        }), { watched: uuids, kinds: shapes })
        const state = await page.evaluate(() => {
          const w = window as unknown as { __atBootGone?: boolean[], __shifts: number[] }
          return { atBootGone: w.__atBootGone, shifts: w.__shifts }
        })
        for (let i = 0; i < shapes.length; i++) {
          // Each block's top to the pixel; an image's height too (a box's is what the next top tells).
          expect([uuids[i], Math.abs(preview.drawn[i].top - app[i].top) <= 1]).toEqual([uuids[i], true])
          if (shapes[i] === 'img') expect([uuids[i], Math.abs(preview.drawn[i].height - app[i].height) <= 1]).toEqual([uuids[i], true])
        }
        expect(state.atBootGone).toEqual(uuids.map(() => true))
        expect(state.shifts).toEqual([])
      })
      await context.close()
    }, 45_000)
  }
})
