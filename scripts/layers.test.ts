/**
 * The floors' check (.dependency-cruiser.cjs, `npm run lint:layers`) refuses what it is for: an import that
 * runs up, a circle, a known upward file importing anything but what it is allowed (the app itself is checked
 * by `npm run lint`).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')

function cruise (...dirs: string[]): { status: number | null, out: string } {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...dirs, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: ROOT, encoding: 'utf8' })
  return { status: res.status, out: `${res.stdout}${res.stderr}` }
}

it('refuses an import that runs up, a circle, and a known upward file\'s other imports above it; passes a downward one', () => {
  const { status, out } = cruise('test/fixtures/layers')
  expect(status).not.toBe(0)
  expect(out).toMatch(/floor-lib: test\/fixtures\/layers\/src\/lib\/up\.ts → test\/fixtures\/layers\/src\/stores\/root\.ts/)
  expect(out).toMatch(/no-circular: test\/fixtures\/layers\/src\/blocks\/probe\/(left|right)\.ts/)
  expect(out).toMatch(/floor-i18n-known: test\/fixtures\/layers\/src\/i18n\/zh-CN\.ts → test\/fixtures\/layers\/src\/product\/price\.ts/)
  expect(out).not.toMatch(/zh-CN\.ts → test\/fixtures\/layers\/src\/product\/messages\.ts/)
  expect(out).not.toMatch(/fine\.ts/)
})

