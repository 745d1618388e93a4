/**
 * The emulator's home page for QA (issue 40): every link opens its scenario, a QR code decodes to its link,
 * the clock control moves a flash-sale session from Soon to Doing, a fault shows the placeholder and
 * resetting the visitor brings the page back.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { zhCN } from '../../src/i18n/zh-CN'
import { pool } from './crawl'
import { screenLacks, screenOf, SNAPSHOT_JS, type ScreenSnapshot } from './scenarioScreens'
import { expectPageErrors, expectScenarioErrors, failedLoad, screenshotOnFailure, settled, setupE2E, type E2E } from './support'
import { SWEEPS, rotatedSample, sampleSeed } from '../utils/sample'

/**
 * Links `npm test` opens, chosen by the commit (each is a page load: all 46 were a tenth of the e2e layer's CPU
 * in a gate that must end inside 15 minutes, docs/testing.md); every link's address is checked unopened, and
 * the sweeps open every one. The HarmonyOS build's own tests (page, design scale, first route) run whole.
 */
const GATE_H5_LINKS = 8
const GATE_HARMONY_LINKS = 4

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E({ lan: true }) })
afterAll(async () => { await e2e?.close() })

/** Waits until the element's whole text is `text` (the home page's script fills it after its call). */
async function textIs (locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor()
}

interface HomeLink { id: string, href: string, kind: 'h5' | 'harmony' }

async function homeLinks (page: Page): Promise<HomeLink[]> {
  return page.locator('section.scenario a.h5, section.scenario a.harmony').evaluateAll((links) => links.map((a) => ({
    id: (a.closest('section.scenario') as HTMLElement).dataset.id as string,
    href: (a as HTMLAnchorElement).href,
    kind: a.classList.contains('h5') ? 'h5' as const : 'harmony' as const
  })))
}

/**
 * The page a link opened has drawn its scenario: what its file says its first blocks show (or the placeholder it
 * must show: scenarioScreens.ts), for that activity, on the build the link names.
 */
async function rendersScenario (context: BrowserContext, link: HomeLink): Promise<string[]> {
  const page = await context.newPage()
  try {
    // A scenario's own fault (forbidden's 403), which the browser notes as a resource that failed.
    expectScenarioErrors(page, link.id)
    await page.goto(link.href)
    await page.locator('.campaign, .campaign-placeholder').first().waitFor()
    await settled(page, { maxMs: 15_000 })
    const problems: string[] = []
    if (!new URL(page.url()).hash.includes(`activityId=${encodeURIComponent(link.id)}`)) problems.push(`landed on ${page.url()}`)
    problems.push(...await screenLacks(screenOf(link.id), async () => await page.evaluate(SNAPSHOT_JS) as ScreenSnapshot))
    const platform = await page.locator('.campaign').first().getAttribute('data-platform', { timeout: 1000 }).catch(() => undefined)
    if (link.kind === 'harmony' && (new URL(page.url()).pathname !== '/harmony.html' || (platform !== undefined && platform !== 'harmony'))) problems.push(`not the HarmonyOS build (${platform})`)
    return problems.map((p) => `${link.kind} ${link.id}: ${p}`)
  } finally {
    await page.close()
  }
}

describe('the emulator home page (QA)', () => {
  it('lists every scenario, each H5 and HarmonyOS link addresses its scenario and opens it rendered (the commit\'s share; every one in the sweeps)', async () => {
    const { context, page } = await e2e.visitor()
    await screenshotOnFailure(page, 'home-links', async () => {
      await page.goto(`${e2e.emulator.origin}/`)
      const scenarios = await (await fetch(`${e2e.emulator.origin}/__emu/scenarios`)).json() as Array<{ id: string, links: unknown[] }>
      await expect(page.locator('section.scenario').count()).resolves.toBe(scenarios.length)
      const links = await homeLinks(page)
      const h5 = links.filter((l) => l.kind === 'h5')
      expect(h5.length).toBe(scenarios.reduce((n, s) => n + 1 + s.links.length, 0))
      const harmony = links.filter((l) => l.kind === 'harmony')
      expect(harmony.length).toBe(h5.length)
      // Every link, opened or not, names its scenario's activity on its build's page.
      const misaddressed = links.filter((l) => {
        const url = new URL(l.href)
        return url.pathname !== (l.kind === 'h5' ? '/index.html' : '/harmony.html') || !url.hash.includes(`activityId=${encodeURIComponent(l.id)}`)
      })
      expect(misaddressed).toEqual([])
      const opened = SWEEPS ? links : [...rotatedSample(h5, GATE_H5_LINKS, `${sampleSeed()}|h5`), ...rotatedSample(harmony, GATE_HARMONY_LINKS, `${sampleSeed()}|harmony`)]
      console.log(`home links: ${h5.length} H5 and ${harmony.length} HarmonyOS links listed, every address checked; opened ${SWEEPS ? 'every one' : `the commit's (${sampleSeed()}): ${opened.map((l) => `${l.kind} ${l.id}`).join(', ')}`}`)
      const results = await pool(opened, 3, (link) => rendersScenario(context, link))
      expect(results).toHaveLength(SWEEPS ? links.length : Math.min(GATE_H5_LINKS, h5.length) + Math.min(GATE_HARMONY_LINKS, harmony.length))
      const problems = results.flat()
      expect(problems).toEqual([])
    })
  }, 300_000)

  it('draws a QR code per link with the LAN address, and a code decodes to its link', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'home-qr', async () => {
      await page.goto(`${e2e.emulator.origin}/`)
      const lan = `http://localhost:${new URL(e2e.emulator.origin).port}`
      const figures = page.locator('figure.qr')
      const count = await figures.count()
      expect(count).toBe(await page.locator('section.scenario a.h5').count())
      // Each code rasterised as a phone's camera sees it, then read by the decoder (jsQR, put in the page:
      // reading the pixels there spares sending each image's 350 000 numbers back to the test).
      await page.addScriptTag({ path: require.resolve('jsqr') })
      const decoded = await figures.evaluateAll((all) => Promise.all(all.map((figure) => new Promise<{ want: string, got: string | undefined }>((resolve, reject) => {
        const size = 296
        const img = new Image()
        img.onload = () => {
          const canvas = document.createElement('canvas')
          canvas.width = size
          canvas.height = size
          const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
          ctx.fillStyle = '#fff'
          ctx.fillRect(0, 0, size, size)
          ctx.drawImage(img, 0, 0, size, size)
          const read = (window as unknown as { jsQR: (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR
          resolve({ want: figure.getAttribute('data-url') as string, got: read(ctx.getImageData(0, 0, size, size).data, size, size)?.data })
        }
        img.onerror = () => reject(new Error('a QR code did not draw'))
        img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(figure.querySelector('svg') as SVGElement))
      }))))
      expect(decoded.length).toBe(count)
      expect(decoded.filter((d) => d.got !== d.want)).toEqual([])
      expect(decoded.every((d) => d.want.startsWith(`${lan}/index.html#/pages/campaign/index?activityId=`))).toBe(true)
      // A scanned link opens on the phone: here, the first one in this browser.
      const opened = await page.context().newPage()
      await opened.goto(decoded[0].got as string)
      await opened.locator('.campaign, .campaign-placeholder').first().waitFor()
      await opened.close()
    })
  }, 120_000)

  it('moves the visitor\'s clock: a flash-sale session goes from Soon to Doing', async () => {
    const { context, page: home } = await e2e.visitor()
    await screenshotOnFailure(home, 'home-clock', async () => {
      const sale = await context.newPage()
      await sale.goto(e2e.campaignUrl('activityId=seckill'))
      const state = sale.locator('.yanxuan-seckill').nth(1).locator('.yanxuan-seckill__tab-state').first()
      await expect(state.textContent()).resolves.toBe(zhCN['seckill.tab.soon'])
      await home.goto(`${e2e.emulator.origin}/`)
      // The page's script fills in the visitor once its call answers (the HTML says — till then).
      await home.locator('#last-scenario').filter({ hasText: /^seckill$/ }).waitFor()
      await expect(home.locator('#clock').textContent()).resolves.toBe('实时')
      // The session starts within a minute of the scenario's anchor (the first load, rounded up to a minute).
      for (const step of [1, 2]) {
        await home.getByRole('button', { name: '+1 分钟' }).click()
        await textIs(home.locator('#clock'), `偏移 +${step} 分钟`)
      }
      await sale.reload()
      await expect(state.textContent()).resolves.toBe(zhCN['seckill.tab.doing'])
      await home.getByRole('button', { name: '回到现在' }).click()
      await textIs(home.locator('#clock'), '实时')
    })
  })

  it('a fault on the next page call shows the placeholder; resetting the visitor brings a faulted page back', async () => {
    const { context, page: home } = await e2e.visitor()
    await screenshotOnFailure(home, 'home-fault', async () => {
      await home.goto(`${e2e.emulator.origin}/`)
      await home.locator('#fault-route').selectOption('pages/get-release')
      await home.locator('#fault-kind').selectOption('http500')
      await home.getByRole('button', { name: '设置故障' }).click()
      await textIs(home.locator('#next-faults'), 'pages/get-release：http500')
      const campaign = await context.newPage()
      // The fault set here: its page call answers 500 twice (the next call, then every call), noted by the browser.
      expectPageErrors(campaign, failedLoad(500, '/pages/get-release'))
      await campaign.goto(e2e.campaignUrl('activityId=demo'))
      await campaign.locator('.campaign-placeholder__refresh').waitFor()
      await expect(campaign.locator('.campaign-placeholder__text').textContent()).resolves.toBe('系统繁忙，请稍后再试')
      // Only the next call: the placeholder's refresh loads the page.
      await campaign.locator('.campaign-placeholder__refresh').click()
      await campaign.locator('.banner').first().waitFor()
      await home.reload()
      await textIs(home.locator('#next-faults'), '无')

      // On every call until the visitor is reset.
      await home.locator('#fault-once').uncheck()
      await home.getByRole('button', { name: '设置故障' }).click()
      await textIs(home.locator('#faults'), 'pages/get-release：http500')
      await campaign.reload()
      await campaign.locator('.campaign-placeholder__refresh').waitFor()
      await home.getByRole('button', { name: '重置访客' }).click()
      await textIs(home.locator('#faults'), '无')
      await campaign.reload()
      await campaign.locator('.banner').first().waitFor()
    })
  })

  it('an old link to the root (before the home page held it) still opens the app', async () => {
    const { page } = await e2e.visitor()
    await page.goto(`${e2e.emulator.origin}/#/pages/campaign/index?activityId=demo`)
    await page.locator('.banner').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/index.html')
  })
})
