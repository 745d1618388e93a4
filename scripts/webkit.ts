/**
 * `npm run test:webkit`: the WebKit layer under a virtual display (WebKitGTK's
 * MiniBrowser has no headless mode). Passes jest's arguments on (`--json …`).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')
const jest = [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '-c', 'jest.webkit.config.js', ...process.argv.slice(2)]
const command = process.env.DISPLAY ? [process.execPath, ...jest] : ['xvfb-run', '-a', '-s', '-screen 0 1280x1024x24', process.execPath, ...jest]
if (!process.env.DISPLAY && !existsSync('/usr/bin/xvfb-run')) {
  console.error('no xvfb-run: apt-get install -y xvfb webkit2gtk-driver')
  process.exit(1)
}
const result = spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' })
process.exit(result.status ?? 1)
