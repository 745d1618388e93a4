/**
 * How a family of host APIs registers itself on the harness's host object (`wx`, `my`, `tt`): a sync
 * API returns its result, an async one answers through its callbacks on the host queue, and each host
 * words success and failure its own way.
 */
export type Dict = Record<string, unknown>

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

/** A JSON copy: what the hosts keep is serialised, never the caller's object. */
export function cloneJson<T> (value: T): T {
  return value === undefined ? value : JSON.parse(JSON.stringify(value)) as T
}
