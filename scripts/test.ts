/**
 * `npm test`: every layer, in the order they depend on each other.
 *   typecheck → lint → unit/component (jest) → build every target →
 *   built-output checks → ES2017 syntax of mini bundles → host emulation (logic layer and
 *   templates) → browser e2e in Chromium → the H5 page in WebKit
 * Layers after the build are skipped if it fails. `SKIP_BUILD=1 npm test` reuses
 * dist/ for a quick local rerun (CI always builds).
 * Ends with a table and one plain line: `test: N passed, N failed`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

const ROOT = path.resolve(__dirname, '..')
const RESULTS = path.join(ROOT, '.tmp', 'test-results')

interface Step {
  name: string
  script: string
  /** Jest layers report their test counts through --json. */
  jest?: boolean
  afterBuild?: boolean
  isBuild?: boolean
}

const STEPS: Step[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit', jest: true },
  { name: 'build', script: 'build:all', isBuild: true },
  { name: 'dist', script: 'test:dist', jest: true, afterBuild: true },
  { name: 'syntax', script: 'test:syntax', afterBuild: true },
  { name: 'hosts', script: 'test:hosts', jest: true, afterBuild: true },
  { name: 'e2e', script: 'test:e2e', jest: true, afterBuild: true },
  { name: 'webkit', script: 'test:webkit', jest: true, afterBuild: true }
]

interface Outcome { name: string, status: 'passed' | 'failed' | 'skipped', seconds: number, passed: number, failed: number }

function run (step: Step, buildFailed: boolean): Outcome {
  if (step.afterBuild && buildFailed) return { name: step.name, status: 'skipped', seconds: 0, passed: 0, failed: 0 }
  if (step.isBuild && process.env.SKIP_BUILD === '1') {
    console.log('\n▶ build skipped (SKIP_BUILD=1): testing the dist/ already there')
    return { name: step.name, status: 'skipped', seconds: 0, passed: 0, failed: 0 }
  }
  const json = path.join(RESULTS, `${step.name}.json`)
  rmSync(json, { force: true })
  const args = ['run', '--silent', step.script]
  if (step.jest) args.push('--', '--json', `--outputFile=${json}`)
  console.log(`\n▶ ${step.name} (npm run ${step.script})`)
  const started = Date.now()
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' })
  const seconds = (Date.now() - started) / 1000
  const ok = result.status === 0
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

function main () {
  mkdirSync(RESULTS, { recursive: true })
  const outcomes: Outcome[] = []
  let buildFailed = false
  for (const step of STEPS) {
    const outcome = run(step, buildFailed)
    if (step.isBuild && outcome.status === 'failed') buildFailed = true
    outcomes.push(outcome)
  }
  console.log('\nlayer       status    tests/checks   time')
  for (const o of outcomes) {
    const counts = o.status === 'skipped' ? '-' : `${o.passed} ok${o.failed ? `, ${o.failed} failed` : ''}`
    console.log(`${o.name.padEnd(11)} ${o.status.padEnd(9)} ${counts.padEnd(14)} ${o.seconds.toFixed(1).padStart(6)} s`)
  }
  const total = outcomes.reduce((t, o) => ({ passed: t.passed + o.passed, failed: t.failed + o.failed }), { passed: 0, failed: 0 })
  console.log(`total wall time ${outcomes.reduce((s, o) => s + o.seconds, 0).toFixed(1)} s`)
  console.log(`test: ${total.passed} passed, ${total.failed} failed`)
  process.exit(total.failed > 0 || outcomes.some((o) => o.status === 'failed') ? 1 : 0)
}

main()
