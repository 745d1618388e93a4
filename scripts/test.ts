/**
 * The test tiers (docs/testing.md), each ending with a table of its layers' times and one plain line,
 * `test: N passed, N failed`:
 *   `npm run test:quick` (`quick`)  block lists fresh → typecheck → lint → unit, component and property tests
 *   `npm test` (the gate)          all of quick → build every target → built-output checks → ES2017 syntax of
 *                                  the mini bundles → host emulation → browser e2e in Chromium → WebKit; the
 *                                  generated sweeps in their sampled form (rotated by the commit)
 *   `npm run test:sweeps`          build (unless SKIP_BUILD=1) → every generated sweep whole (SWEEPS=1): the
 *                                  fault matrix, the fuzzer's 200 pages, every tap burst on H5 and the four
 *                                  hosts, every layout-shift, design-scale and layout-check load
 * Layers after the build are skipped if it fails. `SKIP_BUILD=1` reuses dist/ for a quick local rerun (CI
 * always builds). Every layer runs alone, one after another (docs/testing.md: running the host layer beside
 * the browser layers no longer paid once the browser layer ran two files at a time).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { spawn, spawnSync } from 'node:child_process'
import { writeFigures } from './figures'

const ROOT = path.resolve(__dirname, '..')
const RESULTS = path.join(ROOT, '.tmp', 'test-results')

interface Step {
  name: string
  script: string
  /** Arguments after the script's own (`npm run blocks -- --check`). */
  args?: string[]
  /** Jest layers report their test counts through --json. */
  jest?: boolean
  afterBuild?: boolean
  isBuild?: boolean
  /** Extra environment (the sweeps' SWEEPS=1). */
  env?: Record<string, string>
  /**
   * Runs at the same time as the step before it (its output held until it ends): for two single-threaded
   * checks that wait on nothing (the typecheck and the lint), which share the two cores, not the clock.
   */
  beside?: boolean
}

const QUICK: Step[] = [
  { name: 'blocks', script: 'blocks', args: ['--check'] },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint', beside: true },
  { name: 'unit', script: 'test:unit', jest: true }
]
const BUILD: Step = { name: 'build', script: 'build:all', isBuild: true }
const GATE: Step[] = [
  ...QUICK,
  BUILD,
  { name: 'dist', script: 'test:dist', jest: true, afterBuild: true },
  { name: 'syntax', script: 'test:syntax', afterBuild: true },
  { name: 'hosts', script: 'test:hosts', jest: true, afterBuild: true },
  { name: 'e2e', script: 'test:e2e', jest: true, afterBuild: true },
  { name: 'webkit', script: 'test:webkit', jest: true, afterBuild: true }
]
/** The sweeps' files: each runs its whole sweep with SWEEPS=1. */
const SWEEP_E2E = ['test/e2e/home.test.ts', 'test/e2e/a11y.test.ts', 'test/e2e/faults.test.ts', 'test/e2e/taps.test.ts', 'test/e2e/fuzz.test.ts', 'test/e2e/layoutShift.test.ts', 'test/e2e/designScale.test.ts', 'test/e2e/screens.test.ts']
const SWEEPS: Step[] = [
  BUILD,
  { name: 'sweeps-e2e', script: 'test:e2e', args: SWEEP_E2E, jest: true, afterBuild: true, env: { SWEEPS: '1' } },
  { name: 'sweeps-hosts', script: 'test:hosts', args: ['test/hosts/taps-'], jest: true, afterBuild: true, env: { SWEEPS: '1' } },
  // Every scenario and dialog state in the elderly mode, against its 60 px and 18 px floors (docs/accessibility.md).
  { name: 'sweeps-elderly', script: 'test:e2e', args: ['test/e2e/a11y.test.ts'], jest: true, afterBuild: true, env: { SWEEPS: '1', A11Y_ELDERLY: '1', A11Y_WIDTHS: '375' } }
]
const TIERS: Record<string, Step[]> = { quick: QUICK, gate: GATE, sweeps: SWEEPS }

interface Outcome { name: string, status: 'passed' | 'failed' | 'skipped', seconds: number, passed: number, failed: number }

function skipped (step: Step, buildFailed: boolean): Outcome | undefined {
  if (step.afterBuild && buildFailed) return { name: step.name, status: 'skipped', seconds: 0, passed: 0, failed: 0 }
  if (step.isBuild && process.env.SKIP_BUILD === '1') {
    console.log('\n▶ build skipped (SKIP_BUILD=1): testing the dist/ already there')
    return { name: step.name, status: 'skipped', seconds: 0, passed: 0, failed: 0 }
  }
  return undefined
}

/** Where a jest layer writes its report. */
const reportOf = (step: Step): string => path.join(RESULTS, `${step.name}.json`)

/** The npm arguments of a step; a jest layer's old report is removed first, so a layer that dies leaves none. */
function prepareRun (step: Step): string[] {
  rmSync(reportOf(step), { force: true })
  const args = ['run', '--silent', step.script]
  const extra = [...(step.args ?? []), ...(step.jest ? ['--json', `--outputFile=${reportOf(step)}`] : [])]
  if (extra.length) args.push('--', ...extra)
  return args
}

/** The outcome of a finished step: its exit code and, for a jest layer, its report's counts. */
function outcomeOf (step: Step, ok: boolean, seconds: number): Outcome {
  const json = reportOf(step)
  let passed = ok ? 1 : 0
  let failed = ok ? 0 : 1
  if (step.jest && existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8')) as { numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites: number }
    passed = report.numPassedTests
    // A suite that fails to load has no failed tests of its own: count it.
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites
    if (!ok && failed === 0) failed = 1
    if (ok && passed === 0) {
      console.error(`✖ ${step.name}: the runner passed but ran no test`)
      return { name: step.name, status: 'failed', seconds, passed, failed: 1 }
    }
  }
  return { name: step.name, status: ok ? 'passed' : 'failed', seconds, passed, failed }
}

function run (step: Step): Outcome {
  console.log(`\n▶ ${step.name} (npm run ${step.script})`)
  const started = Date.now()
  const result = spawnSync('npm', prepareRun(step), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } })
  return outcomeOf(step, result.status === 0, (Date.now() - started) / 1000)
}

/** Steps side by side (`beside`): each one's output printed whole as it ends, so the log reads step by step. */
async function runTogether (steps: readonly Step[]): Promise<Outcome[]> {
  console.log(`\n▶ ${steps.map((s) => `${s.name} (npm run ${s.script})`).join(' beside ')}`)
  return Promise.all(steps.map((step) => new Promise<Outcome>((resolve) => {
    const started = Date.now()
    const child = spawn('npm', prepareRun(step), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } })
    const out: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => out.push(b))
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      process.stdout.write(`\n── ${step.name} (${seconds.toFixed(1)} s)\n${Buffer.concat(out).toString('utf8')}`)
      resolve(outcomeOf(step, code === 0, seconds))
    })
  })))
}

/**
 * The run's row in docs/measurements.csv: dated runs are data, not prose. docs/testing.md's "Current figures"
 * is made from the file (scripts/figures.ts), so it is written again with the row in.
 */
function record (tier: string, wall: number, ended: Outcome[], total: { passed: number, failed: number }): void {
  const seconds = (name: string) => { const o = ended.find((e) => e.name === name); return o && o.status !== 'skipped' ? o.seconds.toFixed(0) : '' }
  const commit = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim()
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== ''
  const where = process.env.CI === 'true' ? 'ci' : 'checkout'
  const note = `${new Date().toISOString().slice(0, 10)}${dirty ? ' uncommitted changes' : ''}`
  const row = [tier, commit, wall.toFixed(0), seconds('unit'), seconds('build'), seconds(tier === 'sweeps' ? 'sweeps-hosts' : 'hosts'), seconds(tier === 'sweeps' ? 'sweeps-e2e' : 'e2e'), seconds('webkit'), total.passed, total.failed, where, `"${note}"`]
  appendFileSync(path.join(ROOT, 'docs', 'measurements.csv'), `${row.join(',')}\n`)
  console.log(`recorded in docs/measurements.csv: ${row.join(',')}`)
  // The run's own result stands whatever the docs say: a table that cannot be written is reported, not failed.
  try {
    const written = writeFigures()
    if (written.length) console.log(`current figures written: ${written.join(', ')}`)
  } catch (e) {
    console.error(`current figures not written (npm run figures): ${e instanceof Error ? e.message : String(e)}`)
  }
}

async function main () {
  const tier = process.argv[2] ?? 'gate'
  const steps = TIERS[tier]
  if (!steps) {
    console.error(`unknown tier "${tier}" (one of ${Object.keys(TIERS).join(', ')})`)
    process.exit(2)
  }
  mkdirSync(RESULTS, { recursive: true })
  const started = Date.now()
  const ended: Outcome[] = []
  let buildFailed = false
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]
    // A step and those beside it.
    let last = i
    while (steps[last + 1]?.beside) last++
    if (last > i) {
      ended.push(...await runTogether(steps.slice(i, last + 1)))
      i = last
      continue
    }
    const outcome = skipped(step, buildFailed) ?? run(step)
    if (step.isBuild && outcome.status === 'failed') buildFailed = true
    ended.push(outcome)
  }
  const wall = (Date.now() - started) / 1000
  console.log('\nlayer       status    tests/checks   time')
  for (const o of ended) {
    const counts = o.status === 'skipped' ? '-' : `${o.passed} ok${o.failed ? `, ${o.failed} failed` : ''}`
    console.log(`${o.name.padEnd(11)} ${o.status.padEnd(9)} ${counts.padEnd(14)} ${o.seconds.toFixed(1).padStart(6)} s`)
  }
  const total = ended.reduce((t, o) => ({ passed: t.passed + o.passed, failed: t.failed + o.failed }), { passed: 0, failed: 0 })
  console.log(`${tier} tier: total wall time ${wall.toFixed(1)} s`)
  if (process.env.TEST_RECORD === '1') record(tier, wall, ended, total)
  console.log(`test: ${total.passed} passed, ${total.failed} failed`)
  process.exit(total.failed > 0 || ended.some((o) => o.status === 'failed') ? 1 : 0)
}

void main()
