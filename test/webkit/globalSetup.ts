/** The WebKit layer counts its sessions afresh, in a file of this run's (support.ts logs a line per session). */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { sessionsLog } from './sessionsLog'

export default function globalSetup (): void {
  // Set before the tests start: they read it from their environment.
  process.env.WEBKIT_SESSIONS_LOG = path.resolve(__dirname, '..', '..', '.tmp', 'webkit', `sessions-${process.pid}.jsonl`)
  mkdirSync(path.dirname(sessionsLog()), { recursive: true })
  rmSync(sessionsLog(), { force: true })
}
