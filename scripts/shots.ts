/**
 * `npm run shots [-- <activityId> …] [--target harmony]`: full-page screenshots
 * of scenarios as a visitor on a 375 px phone sees them (Debian's Chromium;
 * `fonts-noto-cjk` for the Chinese), into .tmp/shots/<target>-<scenario>.png.
 * Default: every scenario. For looking, not for asserting.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { listScenarioIds, loadScenario } from '../server/scenarios'
import { setupE2E } from '../test/e2e/support'

async function main () {
  const args = process.argv.slice(2)
  const targetAt = args.indexOf('--target')
  const target = targetAt >= 0 ? args[targetAt + 1] : 'h5'
  const ids = args.filter((a, i) => !a.startsWith('--') && !(targetAt >= 0 && i === targetAt + 1))
  const root = path.resolve(__dirname, '..')
  const out = path.join(root, '.tmp', 'shots')
  mkdirSync(out, { recursive: true })
  const e2e = await setupE2E({ distDir: path.join(root, 'dist', target) })
  try {
    for (const id of ids.length ? ids : listScenarioIds()) {
      const { page, context } = await e2e.visitor()
      const query = loadScenario(id, e2e.emulator.origin)?.query ?? ''
      await page.goto(e2e.campaignUrl(`activityId=${id}${query}`))
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(600)
      const file = path.join(out, `${target}-${id}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(path.relative(root, file))
      await context.close()
    }
  } finally {
    await e2e.close()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
