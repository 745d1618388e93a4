/**
 * `npm run bench:load [-- --runs 5] [-- --pages demo,basic] [-- --check] [-- --target harmony]`: how fast the H5
 * campaign page loads next to a blank Taro page built with the same toolchain. `--target harmony` measures
 * the HarmonyOS webview bundle (dist/harmony, the same code built for harmony-hybrid) instead of dist/h5,
 * against the blank app built for harmony-hybrid too (dist/blank-harmony): Taro's harmony-hybrid plugin
 * puts its native-API proxies in every page's first scripts, ours and the blank one alike. The H5 blank
 * page runs in the same rotation (`blank-h5`), and the table gives each page's ratios to it as well.
 *
 * Builds what is missing (dist/h5; the blank reference app bench/blank into dist/blank),
 * serves both with brotli like a CDN (pre-compressed copies under .tmp/bench), the page
 * behind the gateway emulator on the same origin, and runs Lighthouse (mobile, simulated
 * throttling) on Debian's Chromium against the blank page and each scenario, interleaved,
 * N times. Prints the medians, their ratios to the blank page's and the issue's goals:
 * LCP ≤ 1.3×, FCP ≤ 1.1×, TBT ≤ 1.5×, CLS 0.00 in every run, score ≥ 90. The last columns: the
 * scripts transferred, and the main thread's CPU time over the load (not a goal: a steadier measure
 * than TBT for comparing two builds, see mainThreadCpuMs).
 * A script that prints numbers, not a timed test; `--check` exits 1 when a goal is missed;
 * `--save` keeps each run's Lighthouse report in .tmp/bench/reports/<page>-<run>.json (LCP
 * element, request chains, main-thread work) for finding what to make faster. `BENCH_RECORD=1`
 * appends the medians to docs/measurements-load.csv and writes docs/performance.md's table again.
 *
 * `--against <dir>` compares two builds: each page runs a second time in every round, served from <dir> (a
 * copy of an earlier build of the same target) by an emulator of its own, the two in alternating order
 * (`<page>@against` in the table). It prints each page's medians for both and in how many rounds the
 * current build was the lower. One pass of one build cannot tell a change of less than about 15 % from
 * the machine's noise; two builds side by side, round by round, can tell more.
 */
import { spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'
import { startEmulator } from '../server/app'
import { csvLine, writeFigures } from '../scripts/figures'

const ROOT = path.resolve(__dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const GOALS = { lcp: 1.3, fcp: 1.1, tbt: 1.5, cls: 0, score: 90 }

/**
 * Every run is a first visit. Lighthouse 12 keeps cookies and local storage between runs by default, so
 * without this runs 2…N were a returning visitor's (a city cookie instead of the locate call, a DAILY
 * popup already shown today) and the median mixed the two.
 */
const FIRST_VISIT: Array<'cookies' | 'local_storage' | 'indexeddb' | 'file_systems' | 'shader_cache' | 'service_workers' | 'cache_storage'> =
  ['cookies', 'local_storage', 'indexeddb', 'file_systems', 'shader_cache', 'service_workers', 'cache_storage']

interface Sample { score: number, fcp: number, lcp: number, tbt: number, cls: number, jsKb: number, cpuMs: number }

interface TraceEvent { name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { data?: { isLoadingMainFrame?: boolean, documentLoaderURL?: string } } }

/**
 * The page's main-thread CPU time over the whole load (ms, unthrottled): the thread CPU time of its
 * top-level tasks in the trace Lighthouse recorded. TBT is wall time: on a two-core machine a task often
 * waits for a core (the browser's and compositor's own work, the harness), and one page's TBT spans 2× or
 * more from run to run. The CPU time moves some ±10 %: the steadier measure when comparing two builds.
 */
function mainThreadCpuMs (events: TraceEvent[]): number {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && !!e.args.data.documentLoaderURL)
  if (!nav) return NaN
  let total = 0
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts) total += e.tdur ?? 0
  return total / 1000
}

function arg (name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}

type Bundle = 'h5' | 'harmony' | 'blank' | 'blank-harmony'

function build (what: Bundle): void {
  const dir = path.join(ROOT, 'dist', what)
  if (existsSync(path.join(dir, 'index.html')) && !process.argv.includes('--build')) return
  console.log(`building dist/${what} …`)
  const blankApp = what === 'blank' || what === 'blank-harmony'
  const env = { ...process.env, ...(blankApp ? { BENCH_BLANK: '1', BUILD_OUTPUT: `dist/${what}` } : {}) }
  const res = spawnSync('npx', ['taro', 'build', '--type', what === 'harmony' || what === 'blank-harmony' ? 'harmony-hybrid' : 'h5'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (res.status !== 0) throw new Error(`build of dist/${what} failed`)
}

/** A copy of a build (dist/<what>, or the directory `from`) with a brotli file next to every text asset, as a CDN would serve it. */
function precompressed (what: Bundle | 'against', from = path.join(ROOT, 'dist', what)): string {
  const out = path.join(ROOT, '.tmp', 'bench', what)
  rmSync(out, { recursive: true, force: true })
  cpSync(from, out, { recursive: true })
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (/\.(js|css|html|svg|json)$/.test(name)) writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    }
  }
  walk(out)
  return out
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function main () {
  const runs = Number(arg('runs', '5'))
  const pages = arg('pages', 'demo,basic').split(',').filter(Boolean)
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`)
  const bundle = arg('target', 'h5')
  if (bundle !== 'h5' && bundle !== 'harmony') throw new Error(`--target ${bundle}: h5 or harmony`)
  // The reference (`blank`): the blank app built for the same target; for harmony, the H5 one runs alongside.
  const references: Array<{ name: string, bundle: Bundle }> = bundle === 'harmony'
    ? [{ name: 'blank', bundle: 'blank-harmony' }, { name: 'blank-h5', bundle: 'blank' }]
    : [{ name: 'blank', bundle: 'blank' }]
  build(bundle)
  for (const reference of references) build(reference.bundle)
  const emulator = await startEmulator({ port: 0, distDir: precompressed(bundle), preCompressed: true })
  const againstDir = arg('against', '')
  if (againstDir && !existsSync(path.join(againstDir, 'index.html'))) throw new Error(`--against ${againstDir}: no build there (index.html)`)
  const against = againstDir ? await startEmulator({ port: 0, distDir: precompressed('against', path.resolve(againstDir)), preCompressed: true }) : undefined
  const servers = await Promise.all(references.map(async (reference) => {
    const server = Fastify()
    await server.register(fastifyStatic, { root: precompressed(reference.bundle), preCompressed: true })
    await server.listen({ port: 0, host: '127.0.0.1' })
    return { name: reference.name, server, url: `http://127.0.0.1:${(server.server.address() as { port: number }).port}/` }
  }))

  // lighthouse and chrome-launcher ship ESM only.
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
  const pageUrl = (origin: string, id: string) => `${origin}/index.html#/pages/campaign/index?activityId=${id}`
  const targets: Array<{ name: string, url: string }> = [
    ...servers.map(({ name, url }) => ({ name, url })),
    ...pages.flatMap((id) => [
      { name: id, url: pageUrl(emulator.origin, id) },
      ...(against ? [{ name: `${id}@against`, url: pageUrl(against.origin, id) }] : [])
    ])
  ]
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]))
  try {
    for (let run = 1; run <= runs; run++) {
      // Against another build: the two builds of a page swap places every other round (drift over a pass
      // falls on both alike).
      const round = against && run % 2 === 0 ? swapPairs(targets) : targets
      for (const target of round) {
        const result = await lighthouse(target.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], clearStorageTypes: FIRST_VISIT })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`no Lighthouse result for ${target.name}`)
        const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN)
        const scripts = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string, transferSize: number }> } | undefined)?.items?.find((i) => i.resourceType === 'script')
        const sample = {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          jsKb: (scripts?.transferSize ?? 0) / 1024,
          cpuMs: mainThreadCpuMs((result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [])
        }
        samples.get(target.name)?.push(sample)
        if (process.argv.includes('--save')) {
          mkdirSync(path.join(ROOT, '.tmp', 'bench', 'reports'), { recursive: true })
          writeFileSync(path.join(ROOT, '.tmp', 'bench', 'reports', `${target.name}-${run}.json`), JSON.stringify(lhr))
        }
        console.log(`run ${run}/${runs} ${target.name.padEnd(8)} score ${sample.score} FCP ${sample.fcp.toFixed(0)} LCP ${sample.lcp.toFixed(0)} TBT ${sample.tbt.toFixed(0)} CLS ${sample.cls.toFixed(3)} CPU ${sample.cpuMs.toFixed(0)}`)
      }
    }
  } finally {
    await chrome.kill()
    for (const { server } of servers) await server.close()
    await emulator.close()
    await against?.close()
  }

  const medians = (list: Sample[]) => ({ score: median(list.map((s) => s.score)), fcp: median(list.map((s) => s.fcp)), lcp: median(list.map((s) => s.lcp)), tbt: median(list.map((s) => s.tbt)), js: median(list.map((s) => s.jsKb)), cpu: median(list.map((s) => s.cpuMs)) })
  const ref = medians(samples.get('blank') as Sample[])
  const h5Ref = samples.has('blank-h5') ? medians(samples.get('blank-h5') as Sample[]) : undefined
  const ratioOf = (m: { fcp: number, lcp: number, tbt: number }, to: { fcp: number, lcp: number, tbt: number }) =>
    ({ fcp: m.fcp / to.fcp, lcp: m.lcp / to.lcp, tbt: to.tbt > 0 ? m.tbt / to.tbt : (m.tbt > 0 ? Infinity : 1) })
  console.log(`\nmedians of ${runs} runs, dist/${bundle} (Lighthouse mobile, simulated throttling; ratios to the blank Taro page${h5Ref ? ' built for the same target; the last column: FCP/LCP/TBT ratios to the H5 blank page' : ''})`)
  const width = Math.max(8, ...targets.map((t) => t.name.length))
  console.log(`${'page'.padEnd(width)} ${'score'.padStart(5)} ${'FCP ms'.padStart(8)} ${'×'.padStart(5)} ${'LCP ms'.padStart(8)} ${'×'.padStart(5)} ${'TBT ms'.padStart(8)} ${'×'.padStart(5)} ${'CLS max'.padStart(8)} ${'JS KB'.padStart(7)} ${'CPU ms'.padStart(7)}${h5Ref ? '  × blank-h5' : ''}`)
  let missed = 0
  // Each page's figures as docs/measurements-load.csv has them, from `scenario` on (BENCH_RECORD=1).
  const recorded: string[][] = []
  for (const [name, list] of samples) {
    const m = medians(list)
    const clsMax = Math.max(...list.map((s) => s.cls))
    const ratio = ratioOf(m, ref)
    const h5Ratio = h5Ref ? ratioOf(m, h5Ref) : undefined
    const flags: string[] = []
    if (!name.startsWith('blank')) {
      if (ratio.fcp > GOALS.fcp) flags.push(`FCP > ${GOALS.fcp}×`)
      if (ratio.lcp > GOALS.lcp) flags.push(`LCP > ${GOALS.lcp}×`)
      if (ratio.tbt > GOALS.tbt) flags.push(`TBT > ${GOALS.tbt}×`)
      if (clsMax.toFixed(2) !== '0.00') flags.push('CLS > 0')
      if (m.score < GOALS.score) flags.push(`score < ${GOALS.score}`)
      // The build compared against is shown, not held to the goals.
      if (!name.endsWith('@against')) missed += flags.length
    }
    // The blank pages' ratios are 1 by definition: left empty.
    const ratioText = (x: number) => name.startsWith('blank') ? '' : fixed(x, 2)
    const figures: Array<[string, string, string, string]> = [
      ['score', String(m.score), '', ''],
      ['FCP', fixed(m.fcp, 0), 'ms', ratioText(ratio.fcp)],
      ['LCP', fixed(m.lcp, 0), 'ms', ratioText(ratio.lcp)],
      ['TBT', fixed(m.tbt, 0), 'ms', ratioText(ratio.tbt)],
      ['worst CLS', fixed(clsMax, 3), '', ''],
      ['CPU', fixed(m.cpu, 0), 'ms', ''],
      ['JS', fixed(m.js, 1), 'KB', '']
    ]
    for (const [metric, value, unit, toBlank] of figures) recorded.push([name, metric, value, unit, toBlank, String(list.length)])
    console.log(`${name.padEnd(width)} ${String(m.score).padStart(5)} ${m.fcp.toFixed(0).padStart(8)} ${ratio.fcp.toFixed(2).padStart(5)} ${m.lcp.toFixed(0).padStart(8)} ${ratio.lcp.toFixed(2).padStart(5)} ${m.tbt.toFixed(0).padStart(8)} ${ratio.tbt.toFixed(2).padStart(5)} ${clsMax.toFixed(3).padStart(8)} ${m.js.toFixed(1).padStart(7)} ${m.cpu.toFixed(0).padStart(7)}${h5Ratio ? `  ${h5Ratio.fcp.toFixed(2)}/${h5Ratio.lcp.toFixed(2)}/${h5Ratio.tbt.toFixed(2)}` : ''}${flags.length ? `  missed: ${flags.join(', ')}` : ''}`)
  }
  if (against) {
    console.log(`\nthis build (dist/${bundle}) against ${againstDir}: medians, and the rounds in which this build's was the lower`)
    for (const id of pages) {
      const mine = samples.get(id) as Sample[]
      const theirs = samples.get(`${id}@against`) as Sample[]
      const row = (key: 'tbt' | 'lcp' | 'cpuMs') => {
        const lower = mine.filter((s, i) => s[key] < theirs[i][key]).length
        return `${key === 'cpuMs' ? 'CPU' : key.toUpperCase()} ${median(theirs.map((s) => s[key])).toFixed(0)} → ${median(mine.map((s) => s[key])).toFixed(0)} (${lower}/${mine.length})`
      }
      console.log(`${id.padEnd(8)} ${row('tbt')}  ${row('lcp')}  ${row('cpuMs')}  score ${median(theirs.map((s) => s.score))} → ${median(mine.map((s) => s.score))}`)
    }
  }
  if (process.env.BENCH_RECORD === '1') record(bundle, againstDir, recorded)
  if (process.argv.includes('--check') && missed) process.exit(1)
}

function fixed (x: number, digits: number): string {
  return Number.isFinite(x) ? x.toFixed(digits) : ''
}

/**
 * BENCH_RECORD=1: the pass appended to docs/measurements-load.csv, a row per page and figure with the day and
 * the commit measured (the build compared against as `<page>@against`, its directory in the note), then
 * docs/performance.md's "Current figures" written again (scripts/figures.ts): dated passes are data, not prose.
 */
function record (bundle: string, againstDir: string, figures: readonly string[][]): void {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim()
  const date = new Date().toISOString().slice(0, 10)
  const commit = git('rev-parse', '--short=7', 'HEAD')
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '' ? 'uncommitted changes' : ''
  const lines = figures.map(([scenario, ...rest]) =>
    csvLine([date, commit, 'load', bundle, scenario, ...rest, scenario.endsWith('@against') ? `against ${againstDir}` : dirty]))
  appendFileSync(path.join(ROOT, 'docs', 'measurements-load.csv'), lines.map((line) => `${line}\n`).join(''))
  const written = writeFigures()
  console.log(`recorded ${lines.length} figures in docs/measurements-load.csv${written.length ? `; wrote ${written.join(', ')}` : ''}`)
}

/** The targets with each page and its `@against` twin in the other order. */
function swapPairs<T extends { name: string }> (targets: T[]): T[] {
  const out = [...targets]
  for (let i = 0; i + 1 < out.length; i++) {
    if (out[i + 1].name === `${out[i].name}@against`) {
      [out[i], out[i + 1]] = [out[i + 1], out[i]]
      i++
    }
  }
  return out
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
