/**
 * `npm run bench:size`: sizes of every built target next to their budgets.
 *   - mini-programs: total output and main package (everything shipped: no
 *     subpackages yet; LICENSE and source-map files are not uploaded);
 *     budget: main package ≤ 1 MB (1024 KB).
 *   - H5 / harmony: the first route — the JavaScript a page needs before it
 *     knows its blocks (a page whose config names none) — raw / gzip / brotli;
 *     budget ≤ 140 KB brotli. It holds the list of kinds and their messages,
 *     never a block's model or view, so adding a kind does not grow it beyond
 *     a line of messages (the script fails if block code reaches it). Then each
 *     kind's own chunk, loaded when a page shows that kind.
 * The first route is also held to a recorded baseline (`bench/first-route.json`):
 * it may grow by at most 1 KB brotli per kind added since the baseline was
 * taken (a kind brings only its line in the list and its messages). After a
 * deliberate change, `npm run bench:size -- --update-baseline` records anew.
 * Exits 1 when a budget is exceeded. Build first: `npm run build:all`.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'
import { blockCodeIn, chunkManifest, firstRouteScripts, ROOT } from './firstRoute'
import { BLOCK_KINDS } from '../src/blocks/kinds'

const KB = 1024
export const MINI_MAIN_PACKAGE_BUDGET = 1024 * KB
export const H5_FIRST_ROUTE_BROTLI_BUDGET = 140 * KB

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
/** What a kind may add to the first route (its line in the list of kinds, its messages). */
export const FIRST_ROUTE_GROWTH_PER_KIND = 1 * KB
const BASELINE_FILE = path.join(ROOT, 'bench', 'first-route.json')
interface Baseline { kinds: number, brotli: Record<string, number> }
const readBaseline = (): Baseline | undefined => (existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline : undefined)

const brotli = (code: Buffer) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

interface Row { target: string, measure: string, value: number, budget?: number }

async function main () {
  const rows: Row[] = []
  const problems: string[] = []
  for (const target of MINI_TARGETS) {
    const dir = path.join(ROOT, 'dist', target)
    if (!existsSync(dir)) { rows.push({ target, measure: 'not built', value: NaN }); continue }
    const all = files(dir)
    rows.push({ target, measure: 'total output', value: sizeOf(all) })
    rows.push({ target, measure: 'main package', value: sizeOf(all.filter((f) => !NOT_SHIPPED.test(f))), budget: MINI_MAIN_PACKAGE_BUDGET })
  }
  const chunkRows: string[] = []
  const baseline = readBaseline()
  const firstRoute: Record<string, number> = {}
  for (const target of WEB_TARGETS) {
    const dir = path.join(ROOT, 'dist', target)
    if (!existsSync(dir)) { rows.push({ target, measure: 'not built', value: NaN }); continue }
    rows.push({ target, measure: 'total output', value: sizeOf(files(dir)) })
    const scripts = await firstRouteScripts(target)
    const code = Buffer.concat(scripts.map((f) => readFileSync(path.join(dir, f))))
    rows.push({ target, measure: `first-route JS raw (${scripts.length} files)`, value: code.length })
    rows.push({ target, measure: 'first-route JS gzip', value: gzipSync(code, { level: 9 }).length })
    const compressed = brotli(code)
    firstRoute[target] = compressed
    rows.push({ target, measure: 'first-route JS brotli', value: compressed, budget: H5_FIRST_ROUTE_BROTLI_BUDGET })
    const base = baseline?.brotli[target]
    if (base !== undefined && baseline) {
      const added = Math.max(1, BLOCK_KINDS.length - baseline.kinds)
      rows.push({ target, measure: `  vs baseline (${baseline.kinds} → ${BLOCK_KINDS.length} kinds)`, value: compressed, budget: base + added * FIRST_ROUTE_GROWTH_PER_KIND })
    }
    const manifest = chunkManifest(target)
    const leaked = manifest.filter((c) => c.files.some((f) => scripts.includes(f))).flatMap((c) => blockCodeIn(c.modules))
    if (leaked.length) problems.push(`${target}: block code on the first route: ${leaked.join(', ')}`)
    for (const chunk of manifest.filter((c) => c.name?.startsWith('block-')).sort((a, b) => String(a.name).localeCompare(String(b.name)))) {
      const bytes = Buffer.concat(chunk.files.map((f) => readFileSync(path.join(dir, f))))
      chunkRows.push(`${target.padEnd(9)} ${String(chunk.name).padEnd(24)} ${kb(bytes.length).padStart(10)} ${kb(brotli(bytes)).padStart(10)}`)
    }
  }

  let over = 0
  console.log(`${'target'.padEnd(9)} ${'measure'.padEnd(34)} ${'size'.padStart(11)} ${'budget'.padStart(11)}`)
  for (const row of rows) {
    const status = row.budget === undefined ? '' : row.value <= row.budget ? ' ok' : ' OVER'
    if (status === ' OVER') over++
    console.log(`${row.target.padEnd(9)} ${row.measure.padEnd(34)} ${(Number.isNaN(row.value) ? '-' : kb(row.value)).padStart(11)} ${(row.budget ? kb(row.budget) : '').padStart(11)}${status}`)
  }
  if (chunkRows.length) {
    console.log(`\n${'target'.padEnd(9)} ${'block chunk (on demand)'.padEnd(24)} ${'raw'.padStart(10)} ${'brotli'.padStart(10)}`)
    for (const line of chunkRows) console.log(line)
  }
  if (rows.some((r) => Number.isNaN(r.value))) console.log('\nSome targets are not built: npm run build:all')
  if (process.argv.includes('--update-baseline') && Object.keys(firstRoute).length === WEB_TARGETS.length) {
    writeFileSync(BASELINE_FILE, `${JSON.stringify({ kinds: BLOCK_KINDS.length, brotli: firstRoute }, null, 2)}\n`)
    console.log(`\nbaseline recorded in ${path.relative(ROOT, BASELINE_FILE)}`)
  } else if (!baseline) {
    problems.push('no first-route baseline: npm run bench:size -- --update-baseline')
  }
  for (const problem of problems) console.error(`\n${problem}`)
  if (over || problems.length) {
    console.error(`\n${over} budget(s) exceeded${problems.length ? `, ${problems.length} problem(s)` : ''}`)
    process.exit(1)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
