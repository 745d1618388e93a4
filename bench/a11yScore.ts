/**
 * `npm run bench:a11y [-- --pages basic,demo] [--target h5|harmony]`: Lighthouse's accessibility category on
 * every scenario (or the ones named) of the web build already in dist/ (`npm run build:all -- h5` first), served
 * by the gateway emulator, mobile as Lighthouse emulates it. Prints each page's score and the audits it failed;
 * exits 1 when one is under 100 (issue 53's goal). A measurement, not a gate: the browser tests' axe-core checks
 * (test/e2e/a11y.test.ts) hold the same rules on every scroll position and dialog; Lighthouse reads the first
 * screen as it loads, as an auditor would.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { startEmulator } from '../server/app'

const ROOT = path.resolve(__dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function arg (name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback
}

async function main () {
  const target = arg('target', 'h5')
  if (target !== 'h5' && target !== 'harmony') throw new Error(`--target ${target}: h5 or harmony`)
  const distDir = path.join(ROOT, 'dist', target)
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`no build in ${distDir}: npm run build:all -- ${target}`)
  const h5Dir = path.join(ROOT, 'dist', 'h5')
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`)
  const all = readdirSync(path.join(ROOT, 'server', 'scenarios')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort()
  const pages = arg('pages', all.join(',')).split(',').filter(Boolean)
  // The emulator serves the HarmonyOS build at /harmony.html beside the H5 one, as QA opens it.
  const emulator = await startEmulator({ port: 0, distDir: h5Dir, harmonyDir: path.join(ROOT, 'dist', 'harmony') })
  // lighthouse and chrome-launcher ship ESM only.
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] })
  const entry = target === 'harmony' ? 'harmony.html' : 'index.html'
  const rows: Array<{ id: string, score: number, failed: string[] }> = []
  try {
    for (const id of pages) {
      const result = await lighthouse(`${emulator.origin}/${entry}#/pages/campaign/index?activityId=${id}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`no Lighthouse result for ${id}`)
      const refs = lhr.categories.accessibility.auditRefs.filter((r) => r.weight > 0)
      const failed = refs.map((r) => lhr.audits[r.id]).filter((a) => a && a.score !== null && a.score < 1).map((a) => `${a.id} (${a.title})`)
      const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100)
      rows.push({ id, score, failed })
      console.log(`${id.padEnd(16)} ${String(score).padStart(3)}${failed.length ? `  failed: ${failed.join('; ')}` : ''}`)
    }
  } finally {
    await chrome.kill()
    await emulator.close()
  }
  const under = rows.filter((r) => r.score < 100)
  console.log(`\n${target}: ${rows.length} pages, ${rows.length - under.length} at 100${under.length ? `; under 100: ${under.map((r) => `${r.id} ${r.score}`).join(', ')}` : ''}`)
  process.exit(under.length ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(2)
})
