/**
 * `npm run bench:pool [-- --pages 20] [-- --cpu 4] [-- --dist <a copy of dist/h5>]`: a visitor scrolls the product pool 20 pages deep on the H5
 * build (dist/h5), in Debian's Chromium with the CPU slowed as Lighthouse's mobile run slows it, and this
 * prints what each append cost: the long tasks (over 50 ms) that began between the page's answer and one
 * second after it (issue 29's target: none caused by an append), the DOM's size and its nodes per drawn card.
 * A script that prints numbers, not a timed test: the pool's node bound is asserted by the host tests
 * (test/hosts/productPool.test.ts) and the list window by test/e2e/productPool.test.ts.
 *
 * The pool is the `pool` scenario's page with its first pool made 20 pages long (an emulator page of the
 * fuzzer's kind, `fuzz-pool-long`: the scenario's own pool of 130 is what the crawl scrolls whole).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setupE2E } from '../test/e2e/support'

const ROOT = path.resolve(__dirname, '..')
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isFinite(n) && n > 0 ? n : fallback
}
const PAGES = arg('pages', 20)
const CPU_SLOWDOWN = arg('cpu', 4)
const PAGE_SIZE = 20
const SEARCH = '/products/search-pool-item'
const LONG_POOL = 'fuzz-pool-long'

/** Long tasks as the page saw them (PerformanceObserver), with the page's clock. */
const PROBE = `(() => {
  window.__longTasks = []
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }) })
      .observe({ type: 'longtask', buffered: true })
  } catch (e) {}
})()`

interface Append { page: number, answeredAt: number, longTasks: number[], domNodes: number, drawnCards: number }

async function main (): Promise<void> {
  const i = process.argv.indexOf('--dist')
  const e2e = await setupE2E(i >= 0 ? { distDir: path.resolve(process.argv[i + 1]) } : {})
  try {
    const scenario = JSON.parse(readFileSync(path.join(ROOT, 'server', 'scenarios', 'pool.json'), 'utf8')) as { page: unknown, seed: { productPool: { pools: Record<string, { size?: number }> } } }
    scenario.seed.productPool.pools['101'].size = PAGES * PAGE_SIZE + 10
    const put = await fetch(`${e2e.emulator.origin}/__emu/pages/${LONG_POOL}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: scenario.page, seed: scenario.seed }) })
    if (!put.ok) throw new Error(`the emulator refused the long pool: ${put.status}`)

    const { context, page } = await e2e.visitor()
    context.setDefaultTimeout(30_000)
    await page.addInitScript({ content: PROBE })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    // Each search's answer on the page's own clock (performance.now()), in order.
    const answered: number[] = []
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith(SEARCH)) void page.evaluate('performance.now()').then((t) => { answered.push(t as number) }).catch(() => undefined)
    })
    await page.goto(e2e.campaignUrl(`activityId=${LONG_POOL}`))
    await page.waitForSelector('.yanxuan-product-pool__card', { timeout: 30_000 })

    const appends: Append[] = []
    let perCard = NaN
    for (let want = 2; want <= PAGES; want++) {
      await page.waitForFunction((n) => {
        if (document.querySelectorAll('.yanxuan-product-pool .yanxuan-product-pool__page').length >= n) return true
        const el = document.querySelector('.taro_page_show') ?? document.scrollingElement
        if (el) el.scrollTop = el.scrollHeight
        return false
      }, want, { polling: 250, timeout: 30_000 })
      // A second for the append's render, layout and images to land.
      await page.waitForTimeout(1000)
      const answeredAt = answered[want - 1] ?? answered[answered.length - 1] ?? 0
      const seen = await page.evaluate(`({
        tasks: window.__longTasks.slice(),
        nodes: document.getElementsByTagName('*').length,
        cards: document.querySelectorAll('.yanxuan-product-pool__card').length,
        inCards: document.querySelectorAll('.yanxuan-product-pool__card, .yanxuan-product-pool__card *').length
      })`) as { tasks: Array<{ start: number, duration: number }>, nodes: number, cards: number, inCards: number }
      perCard = seen.cards ? seen.inCards / seen.cards : perCard
      const longTasks = seen.tasks.filter((t) => t.start >= answeredAt && t.start <= answeredAt + 1000).map((t) => Math.round(t.duration))
      appends.push({ page: want, answeredAt: Math.round(answeredAt), longTasks, domNodes: seen.nodes, drawnCards: seen.cards })
    }

    console.log(`product pool, ${PAGES} pages of ${PAGE_SIZE} scrolled on H5 at ${CPU_SLOWDOWN}× CPU slowdown`)
    console.log('page  long tasks after its answer (ms)  DOM nodes  cards drawn')
    for (const a of appends) console.log(`${String(a.page).padStart(4)}  ${(a.longTasks.join(', ') || 'none').padEnd(33)}  ${String(a.domNodes).padStart(9)}  ${String(a.drawnCards).padStart(11)}`)
    const withLong = appends.filter((a) => a.longTasks.length)
    const peak = Math.max(...appends.map((a) => a.domNodes))
    const last = appends[appends.length - 1]
    console.log(`appends with a long task: ${withLong.length} of ${appends.length}; DOM at most ${peak} nodes (${last.domNodes} at the end, ${last.drawnCards} cards drawn); ${Number.isFinite(perCard) ? perCard.toFixed(1) : '?'} nodes a card`)
  } finally {
    await e2e.close()
  }
}

main().catch((e: unknown) => { console.error(e); process.exit(1) })
