/**
 * Mini-program hosts reject with plain objects, not Errors: WeChat, Toutiao
 * and Meituan with `{ errMsg: 'navigateTo:fail …' }` (Toutiao may add
 * `errNo`), Alipay with `{ error: 4, errorMessage: '…' }`. Shown as they are,
 * `e.message` is undefined and the visitor sees an empty toast. Every host
 * call in the platform layer goes through `hostFailure`: one PlatformError
 * with a clear Chinese message from the catalogue, the host's own text kept
 * in `detail` for reports.
 */
import { t, type MessageKey } from '@/i18n'
import { HOST_CANCELLED, PlatformError } from './rules'

export { HOST_CANCELLED }

/** What kind of host call failed: the visitor's message depends on it. */
export type HostCallKind = 'navigate' | 'storage' | 'location' | 'payment' | 'share' | 'other'

const MESSAGES: Record<HostCallKind, MessageKey> = {
  navigate: 'error.host.navigate',
  storage: 'error.host.storage',
  location: 'error.host.location',
  payment: 'error.host.payment',
  share: 'error.host.share',
  other: 'error.host.failed'
}

const HOST_FAILED = 'HOST_FAILED'

/** The host's own words and code, whichever host it is. */
export function hostErrorText (error: unknown): { text: string, code?: string | number } {
  if (typeof error === 'string') return { text: error }
  if (typeof error !== 'object' || error === null) return { text: String(error) }
  const e = error as { errMsg?: unknown, errorMessage?: unknown, message?: unknown, error?: unknown, errNo?: unknown, errCode?: unknown, errorCode?: unknown }
  const text = [e.errMsg, e.errorMessage, e.message].find((v): v is string => typeof v === 'string' && !!v) ?? ''
  const code = [e.errNo, e.errCode, e.errorCode, e.error].find((v): v is string | number => typeof v === 'number' || (typeof v === 'string' && !!v))
  return { text, code }
}

/** A visitor cancelling (a dialog, a payment sheet) is not a failure to report with a toast. */
export function isCancel (error: unknown): boolean {
  const { text, code } = hostErrorText(error)
  // Alipay's user-cancel codes: 11 (dialogs), 6001 (payment).
  return /cancel|取消/i.test(text) || code === 11 || code === 6001 || code === '6001'
}

/** One rejected host call as the page's error: a message from the catalogue, the host's text as detail. */
function hostFailure (error: unknown, kind: HostCallKind): PlatformError {
  if (error instanceof PlatformError) return error
  const { text, code } = hostErrorText(error)
  if (isCancel(error)) return new PlatformError(t('error.host.cancelled'), HOST_CANCELLED, text || undefined)
  return new PlatformError(t(MESSAGES[kind]), HOST_FAILED, [code, text].filter((v) => v !== undefined && v !== '').join(' ') || undefined)
}

/** Runs a host call; a rejection becomes `hostFailure(error, kind)`. */
export async function hostCall<T> (call: () => Promise<T>, kind: HostCallKind): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw hostFailure(error, kind)
  }
}
