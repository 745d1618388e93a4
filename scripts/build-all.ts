/**
 * `npm run build:all [-- weapp h5 …]`: builds every target (or the ones named)
 * one after another — two cores do not gain from parallel webpack runs — and
 * prints how long each took.
 */
import { spawnSync } from 'node:child_process'

export const TARGETS = ['weapp', 'alipay', 'tt', 'meituan', 'h5', 'harmony', 'weapp-release'] as const

/**
 * `weapp-release`: the WeChat build as it would go out (a real gateway, no QA switches), into
 * dist/weapp-release, so the built-output checks prove what a release build leaves out (the QA login page).
 */
const BUILDS: Record<string, { script: string, env?: Record<string, string> }> = {
  'weapp-release': { script: 'build:weapp', env: { BUILD_OUTPUT: 'dist/weapp-release', TARO_APP_API_BASE: 'https://gateway.invalid', TARO_APP_QA_LOGIN: '' } }
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((t) => !(TARGETS as readonly string[]).includes(t))
if (unknown.length) {
  console.error(`unknown target(s): ${unknown.join(', ')} (known: ${TARGETS.join(', ')})`)
  process.exit(2)
}
const targets = wanted.length ? wanted : [...TARGETS]
const timings: Array<[string, number]> = []
for (const target of targets) {
  const started = Date.now()
  console.log(`\n▶ build:${target}`)
  const build = BUILDS[target] ?? { script: `build:${target}` }
  const result = spawnSync('npm', ['run', '--silent', build.script], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, ...build.env } })
  const seconds = (Date.now() - started) / 1000
  timings.push([target, seconds])
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '')
    console.error(`✖ build:${target} failed after ${seconds.toFixed(1)} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ build:${target} ${seconds.toFixed(1)} s`)
}
console.log('\nBuild times:')
for (const [target, seconds] of timings) console.log(`  ${target.padEnd(8)} ${seconds.toFixed(1).padStart(6)} s`)
console.log(`  ${'total'.padEnd(8)} ${timings.reduce((a, [, s]) => a + s, 0).toFixed(1).padStart(6)} s`)
