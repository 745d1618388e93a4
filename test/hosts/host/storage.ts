/**
 * The hosts' storage APIs over one map: WeChat, Toutiao and Meituan take `(key[, data])` and answer the
 * value ('' when absent); Alipay takes `({ key[, data] })` and answers `{ data }` (null when absent).
 */
import type { MiniTarget } from './targets'
import { cloneJson, type Dict, type HostApis } from './api'

const keyOf = (o: unknown): string => String((o as Dict | undefined)?.key ?? '')

export function registerStorage (target: MiniTarget, storage: Map<string, unknown>, { syncApi, asyncApi, ok, failRes }: HostApis): void {
  if (target === 'alipay') {
    syncApi('getStorageSync', (o) => ({ data: storage.has(keyOf(o)) ? cloneJson(storage.get(keyOf(o))) : null }))
    syncApi('setStorageSync', (o) => { storage.set(keyOf(o), cloneJson((o as Dict).data)); return { success: true } })
    syncApi('removeStorageSync', (o) => { storage.delete(keyOf(o)); return { success: true } })
    asyncApi('getStorage', (o) => ({ success: true, data: storage.has(keyOf(o)) ? cloneJson(storage.get(keyOf(o))) : null }))
    asyncApi('setStorage', (o) => { storage.set(keyOf(o), cloneJson(o.data)); return { success: true } })
    asyncApi('removeStorage', (o) => { storage.delete(keyOf(o)); return { success: true } })
  } else {
    syncApi('getStorageSync', (key) => (storage.has(String(key)) ? cloneJson(storage.get(String(key))) : ''))
    syncApi('setStorageSync', (key, data) => { storage.set(String(key), cloneJson(data)); return undefined })
    syncApi('removeStorageSync', (key) => { storage.delete(String(key)); return undefined })
    asyncApi('getStorage', (o) => (storage.has(String(o.key)) ? ok('getStorage', { data: cloneJson(storage.get(String(o.key))) }) : { fail: failRes('getStorage', 'data not found') }))
    asyncApi('setStorage', (o) => { storage.set(String(o.key), cloneJson(o.data)); return ok('setStorage') })
    asyncApi('removeStorage', (o) => { storage.delete(String(o.key)); return ok('removeStorage') })
  }
  syncApi('clearStorageSync', () => { storage.clear(); return undefined })
  syncApi('getStorageInfoSync', () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }))
}
