/**
 * Mini-programs: the app's onError (a string: message and stack) and onUnhandledRejection, through
 * Taro's app hooks, are reported through the newest page view's tracker (services/uncaught), with
 * the current page's route and query as its address.
 */
import Taro, { useError, useUnhandledRejection } from '@tarojs/taro'
import { reportUncaught } from '@/services/uncaught'

function currentAddress (): string | undefined {
  const router = Taro.getCurrentInstance().router
  if (!router) return undefined
  const query = Object.entries(router.params ?? {}).filter(([key]) => !key.startsWith('$')).map(([key, value]) => `${key}=${String(value)}`).join('&')
  return query ? `${router.path.split('?')[0]}?${query}` : router.path
}

export function useUncaughtErrors (): void {
  useError((error: string) => { reportUncaught(error, { source: 'error', url: currentAddress() }) })
  useUnhandledRejection((res: { reason?: unknown }) => { reportUncaught(res?.reason, { source: 'rejection', url: currentAddress() }) })
}
