/**
 * `npm run shots [-- <activityId> …] [--target harmony] [--width 430]`: screenshots
 * of scenarios as a visitor on a 375 px (or `--width`) phone sees them, every
 * block mounted and each screen of the page's own scroller in turn (Debian's
 * Chromium; `fonts-noto-cjk` for the Chinese), into
 * .tmp/shots/<target>-<width>-<scenario>-<n>.png. Default: every scenario. For
 * looking, not for asserting.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { listScenarioIds, loadScenario } from '../server/scenarios'
import { PHONE, settled, setupE2E, testContext } from '../test/e2e/support'

async function main () {
  const args = process.argv.slice(2)
  const targetAt = args.indexOf('--target')
  const target = targetAt >= 0 ? args[targetAt + 1] : 'h5'
  const widthAt = args.indexOf('--width')
  const width = widthAt >= 0 ? Number(args[widthAt + 1]) : PHONE.viewport.width
  const ids = args.filter((a, i) => !a.startsWith('--') && !(targetAt >= 0 && i === targetAt + 1) && !(widthAt >= 0 && i === widthAt + 1))
  const root = path.resolve(__dirname, '..')
  const out = path.join(root, '.tmp', 'shots')
  mkdirSync(out, { recursive: true })
  const e2e = await setupE2E({ distDir: path.join(root, 'dist', target) })
  try {
    for (const id of ids.length ? ids : listScenarioIds()) {
      const context = await testContext(e2e.browser, { ...PHONE, viewport: { width, height: PHONE.viewport.height } })
      const page = await context.newPage()
      const query = loadScenario(id, e2e.emulator.origin)?.query ?? ''
      await page.goto(e2e.campaignUrl(`activityId=${id}${query}`))
      await settled(page).catch(() => undefined)
      // The page scrolls inside Taro's page element, so a full-page shot would hold the first screen only: a shot
      // a screen, each once the blocks the window mounts there have settled.
      for (let n = 0; n < 12; n++) {
        const file = path.join(out, `${target}-${width}-${id}-${n}.png`)
        await page.screenshot({ path: file })
        console.log(path.relative(root, file))
        const moved = await page.evaluate(`(() => { const el = document.querySelector('.taro_page_show') || document.scrollingElement; const before = el.scrollTop; el.scrollTop = before + el.clientHeight; return el.scrollTop > before })()`)
        if (!moved) break
        await settled(page).catch(() => undefined)
        await settled(page).catch(() => undefined)
      }
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
