/**
 * `npm start`: builds the H5 bundle when it is missing or older than the
 * sources, then runs the gateway emulator, which serves it on the same origin
 * and prints the scenario URLs.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

const ROOT = path.resolve(__dirname, '..')
const INDEX = path.join(ROOT, 'dist', 'h5', 'index.html')
const SOURCES = ['src', 'config', 'types', '.env', 'babel.config.js', 'package.json']

function newestMtime (entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

export function needsBuild (): boolean {
  if (!existsSync(INDEX)) return true
  const built = statSync(INDEX).mtimeMs
  return SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built)
}

if (needsBuild()) {
  console.log('Building the H5 bundle (dist/h5)…')
  const result = spawnSync('npm', ['run', '--silent', 'build:h5'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) {
    console.error('build:h5 failed; run `npm run build:h5` to see why')
    process.exit(result.status ?? 1)
  }
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../server/main')
