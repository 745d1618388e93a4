/**
 * The WebKit layer's last line: how many sessions its tests opened and how many of them needed a second start
 * (openSession in support.ts tries a hung MiniBrowser start once more: the driver's fault, counted, never hidden).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { sessionsLog } from './sessionsLog'

export default function globalTeardown (): void {
  const file = sessionsLog()
  const entries = existsSync(file)
    ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { opened: boolean, attempts: number })
    : []
  rmSync(file, { force: true })
  const retried = entries.filter((e) => e.attempts > 1).length
  const failed = entries.filter((e) => !e.opened).length
  console.log(`webkit: ${entries.length} sessions, ${retried} retried${failed ? `, ${failed} never started` : ''}`)
}
