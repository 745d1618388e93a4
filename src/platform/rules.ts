/**
 * Platform rules that do not depend on a host (000 §5, §8, §9), shared by every adapter.
 */
import { t } from '@/i18n'
import { ShownError } from '@/lib/errors'

/** Native call timeouts and limits (000 §8, §9). (The sensors id's 2 s: nothing reads that id yet.) */
export const TIMEOUTS = {
  nativeData: 10_000,
  storage: 5_000,
  permission: 60_000,
  wechatSdkInit: 3_000,
  geolocation: 5_000
} as const
/** A cached position older than this is not used (000 §9). */
export const GEOLOCATION_MAX_AGE = 30_000
/** Toast default duration (000 §9). */
export const TOAST_DURATION = 1_000

/** Native data keys that may be read (000 §5). */
export const NATIVE_DATA_KEYS = ['city_id', 'cid', 'location', 'chooseCity', 'locationCity', 'token', 'model', 'brand', 'appversion',
  'envType', 'statusBarHeight', 'safeAreaBottomHeight', 'abtest_uuid', 'ahsDeviceId', 'ahsSessionId'] as const
export type NativeDataKey = typeof NATIVE_DATA_KEYS[number]

const PLATFORM_NOT_SUPPORTED = 'PLATFORM_NOT_SUPPORTED'

/** A platform call that failed: a code plus the catalogue's message. */
export class PlatformError extends ShownError {
  /** What the host said, for reports (never shown to visitors). */
  readonly detail?: string
  constructor (message: string, readonly code: string, detail?: string) {
    super(message)
    this.name = 'PlatformError'
    this.detail = detail
  }
}

/** Code of a host call the visitor cancelled (platform/hostErrors.ts). */
export const HOST_CANCELLED = 'HOST_CANCELLED'
export const isCancelled = (error: unknown): boolean => error instanceof PlatformError && error.code === HOST_CANCELLED

/** 'current platform does not support calling method {name}' with code PLATFORM_NOT_SUPPORTED (000 §8). */
export function notSupported (name: string): PlatformError {
  return new PlatformError(t('error.platformNotSupported', { name }), PLATFORM_NOT_SUPPORTED)
}

/** 'invalid url' (000 §5): what the platform refuses to open. */
export function invalidUrl (): PlatformError {
  return new PlatformError(t('error.invalidUrl'), 'INVALID_URL')
}

/** Rejects with `error` when `promise` has not settled within `ms`. */
export function withTimeout<T> (promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms)
    promise.then((v) => { clearTimeout(timer); resolve(v) }, (e) => { clearTimeout(timer); reject(e) })
  })
}

/** Alipay pay: resultStatus 9000 (paid) or 8000 (processing) is success (000 §8). */
export function alipayPaySucceeded (resultStatus: string | number): boolean {
  return String(resultStatus) === '9000' || String(resultStatus) === '8000'
}

/** WeChat pay in the app: code 0 on Android, errCode 0 on iOS is success (000 §8). */
export function wechatPaySucceeded (result: { code?: number | string, errCode?: number | string }): boolean {
  return String(result.code) === '0' || String(result.errCode) === '0'
}

export interface Location {
  latitude: number
  longitude: number
}

/** A location is valid only with positive latitude and longitude (000 §5). */
export function isValidLocation (loc: Partial<Location> | null | undefined): loc is Location {
  return !!loc && typeof loc.latitude === 'number' && typeof loc.longitude === 'number' && loc.latitude > 0 && loc.longitude > 0
}

/** Router params as strings, without empty values (hosts whose router hands them decoded: H5). */
export function stringParams (params: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]))
}
