/**
 * How a family of host APIs registers itself on the harness's host object (`wx`, `my`, `tt`): a sync
 * API returns its result, an async one answers through its callbacks on the host queue, and each host
 * words success and failure its own way.
 */
import type { MiniTarget } from './targets'
import type { TimerQueue } from './timers'

export type Dict = Record<string, unknown>
type AnyFn = (...args: unknown[]) => unknown

export interface HostApis {
  /** Defines a sync API (its calls recorded, its result made in the bundle's realm). */
  syncApi (api: string, impl: (...args: unknown[]) => unknown): void
  /** Defines an async API: `impl` returns the success result, or `{ fail: result }`. */
  asyncApi (api: string, impl: (o: Dict) => Dict | { fail: Dict }): void
  /** A success as the host words it: Alipay `{ success: true }`, the others `{ errMsg: 'api:ok' }`. */
  ok (api: string, extra?: Dict): Dict
  /** A failure as the host words it: Alipay `{ error, errorMessage }`, Toutiao `{ errMsg, errNo }`, WeChat and Meituan `{ errMsg }`. */
  failRes (api: string, msg: string, alipayError?: number, ttErrNo?: number): Dict
}

/**
 * What a family needs besides when it defines an API by hand (one that records its own arguments, returns
 * an object of its own, or answers later: navigation, selector queries, the update manager).
 */
export interface HostRuntime extends HostApis {
  /** Defines an API as it stands: the family records its calls (`record`) and answers as it likes. */
  define (api: string, fn: (...args: never[]) => unknown): void
  /** Records a call of the bundle's (what `h.hostCalls` shows). */
  record (api: string, args: unknown[]): void
  /** Answers an async API through its callbacks (`success` or `fail`, then `complete`), on the host queue. */
  answer (api: string, opts: unknown, result: Dict, failed?: boolean): void
  /** Host work on the timer queue, after 0 ms. */
  task (fn: () => void, label: string): void
  /** Host work on the timer queue after `delay` ms. */
  after (fn: () => void, delay: number, label: string): void
  /** The virtual clock. */
  now (): number
  /** A value made in the bundle's realm (so `instanceof Object/Array` hold there). */
  toRealm<T> (value: T): T
  /** An array of the bundle's realm. */
  realmArray (items: unknown[]): unknown[]
}

/** Each host's words for success and failure. */
export function hostWords (target: MiniTarget): Pick<HostApis, 'ok' | 'failRes'> {
  return {
    ok: (api, extra = {}) => (target === 'alipay' ? { success: true, ...extra } : { errMsg: `${api}:ok`, ...extra }),
    failRes: (api, msg, alipayError = 2, ttErrNo = 20000) => (target === 'alipay'
      ? { error: alipayError, errorMessage: msg }
      : target === 'tt' ? { errMsg: `${api}:fail ${msg}`, errNo: ttErrNo } : { errMsg: `${api}:fail ${msg}` })
  }
}

/**
 * The runtime over one host object: APIs defined on `host`, their calls handed to `record`, answers and
 * host work queued on `queue`, values handed to the bundle made by `realm` (the bundle's realm in the
 * harness; a plain JSON copy will do in a test).
 */
export function hostRuntime (target: MiniTarget, hostName: string, host: Dict, queue: TimerQueue, record: (api: string, args: unknown[]) => void, realm: { toRealm: <T>(value: T) => T, realmArray: (items: unknown[]) => unknown[] }): HostRuntime {
  const { toRealm } = realm
  const task = (fn: () => void, label: string): void => { queue.task(fn, label) }
  function answer (api: string, opts: unknown, result: Dict, failed = false): void {
    const o = (opts && typeof opts === 'object' ? opts : {}) as Dict
    task(() => {
      const res = toRealm(result)
      const cb = (failed ? o.fail : o.success) as AnyFn | undefined
      if (cb) cb(res)
      if (typeof o.complete === 'function') (o.complete as AnyFn)(res)
    }, `${hostName}.${api} callback`)
  }
  return {
    ...hostWords(target),
    syncApi (api, impl) {
      host[api] = (...args: unknown[]) => {
        record(api, args)
        const r = impl(...args)
        return r !== null && typeof r === 'object' ? toRealm(r) : r
      }
    },
    asyncApi (api, impl) {
      host[api] = (opts?: unknown) => {
        record(api, [opts])
        const o = (opts && typeof opts === 'object' ? opts : {}) as Dict
        const r = impl(o)
        if ('fail' in r && r.fail && typeof r.fail === 'object') answer(api, o, r.fail as Dict, true)
        else answer(api, o, r as Dict)
      }
    },
    define: (api, fn) => { host[api] = fn },
    record,
    answer,
    task,
    after: (fn, delay, label) => { queue.add(fn, delay, [], false, label) },
    now: () => queue.now,
    toRealm,
    realmArray: realm.realmArray
  }
}

/** A JSON copy: what the hosts keep is serialised, never the caller's object. */
export function cloneJson<T> (value: T): T {
  return value === undefined ? value : JSON.parse(JSON.stringify(value)) as T
}
