/**
 * The app as its host knows it: analytics, login (a code per call, nothing verified: the emulator decides
 * what a code means), how it was launched, its account, its show/hide/error listeners and the update manager.
 */
import type { Dict, HostRuntime } from './api'
import type { MiniTarget } from './targets'

type Listener = (...args: unknown[]) => unknown

/** The app's show, hide and error listeners (on/offAppShow, on/offAppHide, on/offError). */
export class AppListeners {
  readonly show: Listener[] = []
  readonly hide: Listener[] = []
  readonly error: Listener[] = []

  /** What `on…` (`on` true) or `off…` does with a callback; anything else is ignored. */
  listen (kind: 'show' | 'hide' | 'error', on: boolean): (cb: unknown) => void {
    return (cb) => {
      if (typeof cb !== 'function') return
      const list = this[kind]
      if (on) list.push(cb as Listener)
      else { const i = list.indexOf(cb as Listener); if (i >= 0) list.splice(i, 1) }
    }
  }
}

/** The launch (and enter) options: the app's first page, scene 1001, no query. */
export function launchOptions (target: MiniTarget, firstPage: string): Dict {
  return { path: firstPage, query: {}, scene: 1001, referrerInfo: {}, ...(target === 'alipay' ? {} : { shareTicket: undefined }) }
}

export function registerApp (target: MiniTarget, rt: HostRuntime, firstPage: string, listeners: AppListeners): void {
  const { syncApi, asyncApi, ok } = rt
  if (target === 'weapp' || target === 'meituan') syncApi('reportAnalytics', () => undefined)

  let loginSeq = 0
  if (target === 'alipay') asyncApi('getAuthCode', () => ({ authCode: `emu-auth-${++loginSeq}`, success: true }))
  else if (target === 'tt') asyncApi('login', () => ok('login', { code: `emu-code-${++loginSeq}`, anonymousCode: `emu-anon-${loginSeq}`, isLogin: true }))
  else asyncApi('login', () => ok('login', { code: `emu-code-${++loginSeq}` }))
  if (target !== 'alipay') asyncApi('checkSession', () => ok('checkSession'))

  syncApi('getLaunchOptionsSync', () => launchOptions(target, firstPage))
  syncApi('getEnterOptionsSync', () => launchOptions(target, firstPage))
  if (target === 'alipay') {
    syncApi('getAppIdSync', () => ({ appId: '2021000000000000' }))
    syncApi('getAccountInfoSync', () => ({ miniProgram: { appId: '2021000000000000', envVersion: 'develop', version: '' } }))
  } else {
    syncApi('getAccountInfoSync', () => ({ miniProgram: { appId: target === 'tt' ? 'tt0000000000000000' : 'wx0000000000000000', envVersion: 'develop', version: '' } }))
  }
  syncApi('onAppShow', listeners.listen('show', true))
  syncApi('offAppShow', listeners.listen('show', false))
  syncApi('onAppHide', listeners.listen('hide', true))
  syncApi('offAppHide', listeners.listen('hide', false))
  syncApi('onError', listeners.listen('error', true))
  syncApi('offError', listeners.listen('error', false))
  syncApi('onUnhandledRejection', () => undefined)
  syncApi('onPageNotFound', () => undefined)
  // No update, ever.
  rt.define('getUpdateManager', () => {
    rt.record('getUpdateManager', [])
    return {
      onCheckForUpdate: (cb: unknown) => { if (typeof cb === 'function') rt.task(() => (cb as Listener)(rt.toRealm({ hasUpdate: false })), 'onCheckForUpdate') },
      onUpdateReady: () => undefined,
      onUpdateFailed: () => undefined,
      applyUpdate: () => undefined
    }
  })
}
