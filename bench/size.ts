/**
 * `npm run bench:size`: sizes of every built target next to their budgets.
 *   - mini-programs: total output and main package (everything shipped: no
 *     subpackages yet; LICENSE and source-map files are not uploaded);
 *     budget: main package ≤ 1 MB (1024 KB).
 *   - H5 / harmony: total output, and the JavaScript the campaign route needs on
 *     first load, raw / gzip / brotli. The route's chunks are the ones Chromium
 *     actually requests when it opens the demo scenario (async chunks included);
 *     budget: ≤ 1.5 × a blank Taro 4 page's first-route JS ≈ 165 KB brotli.
 * Exits 1 when a budget is exceeded. Build first: `npm run build:all`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'
import { setupE2E } from '../test/e2e/support'

const ROOT = path.resolve(__dirname, '..')
const KB = 1024
export const MINI_MAIN_PACKAGE_BUDGET = 1024 * KB
export const H5_FIRST_ROUTE_BROTLI_BUDGET = 165 * KB

const MINI_TARGETS = ['weapp', 'alipay', 'tt', 'meituan']
const WEB_TARGETS = ['h5', 'harmony']
const NOT_SHIPPED = /\.(LICENSE\.txt|map)$/

function files (dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? files(file) : [file]
  })
}

const sizeOf = (list: string[]) => list.reduce((sum, f) => sum + statSync(f).size, 0)
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

interface Row { target: string, measure: string, value: number, budget?: number }

async function firstRouteScripts (target: string): Promise<string[]> {
  const dist = path.join(ROOT, 'dist', target)
  const e2e = await setupE2E({ distDir: dist })
  try {
    const { page } = await e2e.visitor()
    const scripts = new Set<string>()
    page.on('response', (res) => {
      const url = new URL(res.url())
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(e2e.campaignUrl('activityId=demo'))
    await page.locator('.banner').first().waitFor()
    await page.waitForLoadState('networkidle')
    return [...scripts].map((p) => path.join(dist, p))
  } finally {
    await e2e.close()
  }
}

async function main () {
  const rows: Row[] = []
  for (const target of MINI_TARGETS) {
    const dir = path.join(ROOT, 'dist', target)
    if (!existsSync(dir)) { rows.push({ target, measure: 'not built', value: NaN }); continue }
    const all = files(dir)
    rows.push({ target, measure: 'total output', value: sizeOf(all) })
    rows.push({ target, measure: 'main package', value: sizeOf(all.filter((f) => !NOT_SHIPPED.test(f))), budget: MINI_MAIN_PACKAGE_BUDGET })
  }
  for (const target of WEB_TARGETS) {
    const dir = path.join(ROOT, 'dist', target)
    if (!existsSync(dir)) { rows.push({ target, measure: 'not built', value: NaN }); continue }
    rows.push({ target, measure: 'total output', value: sizeOf(files(dir)) })
    const scripts = await firstRouteScripts(target)
    const code = Buffer.concat(scripts.map((f) => readFileSync(f)))
    rows.push({ target, measure: `first-route JS raw (${scripts.length} files)`, value: code.length })
    rows.push({ target, measure: 'first-route JS gzip', value: gzipSync(code, { level: 9 }).length })
    rows.push({ target, measure: 'first-route JS brotli', value: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, budget: H5_FIRST_ROUTE_BROTLI_BUDGET })
  }

  let over = 0
  console.log(`${'target'.padEnd(9)} ${'measure'.padEnd(34)} ${'size'.padStart(11)} ${'budget'.padStart(11)}`)
  for (const row of rows) {
    const status = row.budget === undefined ? '' : row.value <= row.budget ? ' ok' : ' OVER'
    if (status === ' OVER') over++
    console.log(`${row.target.padEnd(9)} ${row.measure.padEnd(34)} ${(Number.isNaN(row.value) ? '-' : kb(row.value)).padStart(11)} ${(row.budget ? kb(row.budget) : '').padStart(11)}${status}`)
  }
  if (rows.some((r) => Number.isNaN(r.value))) console.log('\nSome targets are not built: npm run build:all')
  if (over) {
    console.error(`\n${over} budget(s) exceeded`)
    process.exit(1)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
