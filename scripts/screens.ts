/**
 * `npm run screens [-- <state name part> …] [--widths 320,375,430]`: one screenshot per visitor-facing state
 * of the campaign widgets (the prize draw's styles and dialogs, the guessing game's scenes, the cashback
 * statuses, the store lists, the coupon blocks, the product pool's panel and picker), as a phone of each
 * width shows it, in Debian's Chromium with `fonts-noto-cjk`. The 375 px shots go to `docs/screens/<state>.png`
 * (small: 1× pixels, the state's own block or the screen for a dialog, through pngquant when it is installed)
 * for comparing a change by eye; every
 * width goes to `.tmp/screens/<state>-<width>.png`. The layout checks (test/e2e/layoutChecks.ts) run on
 * each state too; what they find is printed, and the command exits 1 when any state has a finding.
 * `--elderly`: every state in the elderly mode (the link's `elderly=1`), into `docs/screens/elderly/` and
 * `.tmp/screens/elderly/`. `--text-scale 2`: every state with its text at twice the design's (the page roots'
 * --text-scale, as a host's text size sets it: ui/display), into `docs/screens/text-200/` and
 * `.tmp/screens/text-200/`; there only what hides content is a finding (layoutChecks.ts `largerText`).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { PHONE, settled, setupE2E, testContext } from '../test/e2e/support'
import { layoutFindings, setTextScale } from '../test/e2e/layoutChecks'
import { SCREEN_STATES } from '../test/e2e/screenStates'

async function main () {
  const args = process.argv.slice(2)
  const widthsAt = args.indexOf('--widths')
  const widths = widthsAt >= 0 ? args[widthsAt + 1].split(',').map(Number) : [320, 375, 430]
  const only = args.filter((a, i) => !a.startsWith('--') && !(widthsAt >= 0 && i === widthsAt + 1) && !(i > 0 && args[i - 1] === '--text-scale'))
  const elderly = args.includes('--elderly')
  const scaleAt = args.indexOf('--text-scale')
  const textScale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : undefined
  if (elderly) process.env.E2E_PAGE_QUERY = 'elderly=1'
  const root = path.resolve(__dirname, '..')
  const mode = [...(elderly ? ['elderly'] : []), ...(textScale ? [`text-${Math.round(textScale * 100)}`] : [])]
  const docs = path.join(root, 'docs', 'screens', ...mode)
  const tmp = path.join(root, '.tmp', 'screens', ...mode)
  mkdirSync(docs, { recursive: true })
  mkdirSync(tmp, { recursive: true })
  const e2e = await setupE2E()
  let findings = 0
  try {
    for (const state of SCREEN_STATES.filter((s) => !only.length || only.some((o) => s.name.includes(o)))) {
      for (const width of widths) {
        const context = await testContext(e2e.browser, { ...PHONE, deviceScaleFactor: 1, viewport: { width, height: PHONE.viewport.height } })
        context.setDefaultTimeout(15_000)
        const page: Page = await context.newPage()
        try {
          const target = await state.open(page, e2e)
          // A host's larger text, as the page's roots would carry it (ui/display).
          if (textScale) await setTextScale(page, textScale)
          // A block taller than the screen is shot whole: the screen grows to hold it (the page scrolls inside
          // Taro's page element, so a shot of an element beyond the screen would be blank below it).
          if (target !== 'screen') {
            const height = (await target.boundingBox())?.height ?? 0
            if (height > PHONE.viewport.height - 40) {
              await page.setViewportSize({ width, height: Math.ceil(height) + 80 })
              await target.scrollIntoViewIfNeeded()
            }
          }
          await settled(page).catch(() => undefined)
          const file = path.join(tmp, `${state.name}-${width}.png`)
          if (target === 'screen') await page.screenshot({ path: file })
          else await target.screenshot({ path: file })
          if (width === 375) {
            if (target === 'screen') await page.screenshot({ path: path.join(docs, `${state.name}.png`) })
            else await target.screenshot({ path: path.join(docs, `${state.name}.png`) })
          }
          const found = await layoutFindings(page, target === 'screen' ? undefined : target, { largerText: (textScale ?? 1) > 1 })
          findings += found.length
          console.log(`${state.name} @${width}: ${found.length ? found.join('; ') : 'ok'}`)
        } catch (e) {
          findings++
          console.log(`${state.name} @${width}: could not open: ${(e as Error).message.split('\n')[0]}`)
        } finally {
          await context.close()
        }
      }
    }
  } finally {
    await e2e.close()
  }
  // Smaller files for the repository when Debian's pngquant is there (apt-get install -y pngquant); else as shot.
  if (spawnSync('sh', ['-c', 'command -v pngquant']).status === 0) {
    spawnSync('sh', ['-c', `pngquant --force --skip-if-larger --ext .png --quality 70-90 ${path.join(docs, '*.png')}`], { stdio: 'inherit' })
  } else {
    console.log('(no pngquant: the shots in docs/screens are as taken)')
  }
  if (findings) process.exit(1)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
