/**
 * `npm run build:all [-- weapp h5 …]`: builds every target (or the ones named), two at a time
 * (`BUILD_JOBS` to change it), and prints how long each took.
 *
 * Two at a time on two cores: one Taro build keeps about 1.4 cores busy (webpack's own thread, the
 * minifier's and Sass's workers), so two side by side finish in about three quarters of their time
 * one after the other (alipay + tt: 57 s in turn, 43 s together). Each build's output is held and
 * printed whole when it ends, so two builds' lines never interleave.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

export const TARGETS = ['weapp', 'alipay', 'tt', 'meituan', 'h5', 'harmony', 'weapp-release'] as const

/**
 * `weapp-release`: the WeChat build as it would go out (a real gateway, no QA switches), into
 * dist/weapp-release, so the built-output checks prove what a release build leaves out (the QA login page).
 */
const BUILDS: Record<string, { script: string, env?: Record<string, string> }> = {
  'weapp-release': { script: 'build:weapp', env: { BUILD_OUTPUT: 'dist/weapp-release', TARO_APP_API_BASE: 'https://gateway.invalid', TARO_APP_QA_LOGIN: '' } }
}

/** The web builds take about twice a mini-program's time: started first, the two queues end together. */
const LONGEST_FIRST = ['h5', 'harmony', 'meituan', 'weapp', 'tt', 'alipay', 'weapp-release']

const wanted = process.argv.slice(2)
const unknown = wanted.filter((t) => !(TARGETS as readonly string[]).includes(t))
if (unknown.length) {
  console.error(`unknown target(s): ${unknown.join(', ')} (known: ${TARGETS.join(', ')})`)
  process.exit(2)
}
const targets = (wanted.length ? wanted : [...TARGETS]).sort((a, b) => LONGEST_FIRST.indexOf(a) - LONGEST_FIRST.indexOf(b))
const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || Math.min(2, availableParallelism()))

function build (target: string): Promise<{ seconds: number, ok: boolean }> {
  const started = Date.now()
  const { script, env } = BUILDS[target] ?? { script: `build:${target}` }
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  const out: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => out.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      console.log(`\n▶ build:${target}`)
      process.stdout.write(Buffer.concat(out))
      if (code === 0) console.log(`✔ build:${target} ${seconds.toFixed(1)} s`)
      else console.error(`✖ build:${target} failed after ${seconds.toFixed(1)} s`)
      resolve({ seconds, ok: code === 0 })
    })
  })
}

async function main (): Promise<void> {
  const started = Date.now()
  const queue = [...targets]
  const timings: Array<[string, number]> = []
  let failed = false
  const worker = async (): Promise<void> => {
    for (let target = queue.shift(); target && !failed; target = queue.shift()) {
      const { seconds, ok } = await build(target)
      timings.push([target, seconds])
      if (!ok) failed = true
    }
  }
  await Promise.all(Array.from({ length: Math.min(jobs, targets.length) }, worker))
  if (failed) process.exit(1)
  console.log(`\nBuild times (${jobs} at a time):`)
  for (const [target, seconds] of timings) console.log(`  ${target.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s`)
  console.log(`  ${'wall'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`)
}

void main()
