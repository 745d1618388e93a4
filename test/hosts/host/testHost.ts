/**
 * A host object for the families' tests: the harness's own runtime (host/api.ts) over a plain object and a
 * timer queue the test runs by hand, values copied as JSON instead of into a bundle's realm.
 */
import { cloneJson, hostRuntime, type HostRuntime } from './api'
import type { MiniTarget } from './targets'
import { TimerQueue } from './timers'

// The bundle calls host APIs with whatever it likes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestHostObject = Record<string, (...args: any[]) => any>

export interface TestHost {
  host: TestHostObject
  rt: HostRuntime
  queue: TimerQueue
  /** The recorded calls: [api, args]. */
  calls: [string, unknown[]][]
  /** Runs the host work due within `ms` of the clock (a callback's throw is thrown here). */
  run (ms?: number): void
}

export function testHost (target: MiniTarget, start = 0): TestHost {
  const host: TestHostObject = {}
  const calls: [string, unknown[]][] = []
  const errors: unknown[] = []
  const queue = new TimerQueue(start, (_where, error) => { errors.push(error) })
  const rt = hostRuntime(target, 'host', host, queue, (api, args) => { calls.push([api, args]) }, { toRealm: cloneJson, realmArray: (items) => [...items] })
  const run = (ms = 0): void => {
    const until = queue.now + ms
    for (let next = queue.next(); next && next.at <= until; next = queue.next()) queue.run(next)
    if (queue.now < until) queue.now = until
    if (errors.length) throw errors.splice(0)[0]
  }
  return { host, rt, queue, calls, run }
}
