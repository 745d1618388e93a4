/**
 * Where the visitor is, for the pool's search (001 §7: "Device geolocation
 * and a cached address id (read from app storage, matched by user key, 1 s
 * time-out) feed the product pool"; §9: geo-locate retry 1).
 */

/** 001 §9: "geo-locate retry 1": one more call after a failed locate-city-v4. */
export const GEO_RETRY = 1
/** 001 §7: the cached address id is read within 1 s, else none. */
export const ADDRESS_TIMEOUT_MS = 1000
/** The first page waits this long for a location, then loads without it (not in the spec: this folder's README.md). */
export const LOCATION_WAIT_MS = 3000
/** The app storage key of the chosen address (not in the spec: this folder's README.md). */
export const ADDRESS_STORAGE_KEY = 'yx_pool_address'

/**
 * The address id kept in app storage for this user: a JSON `{userKey, addressId}`
 * written by the app's address page; an anonymous visitor, another user's
 * entry or anything unreadable is none.
 */
export function addressIdFor (stored: string | undefined, userKey: string | undefined): string | undefined {
  if (!stored || !userKey) return undefined
  try {
    const value = JSON.parse(stored) as unknown
    if (typeof value !== 'object' || value === null) return undefined
    const { userKey: owner, addressId } = value as Record<string, unknown>
    if (owner !== userKey) return undefined
    const id = typeof addressId === 'number' && Number.isFinite(addressId) ? String(addressId) : typeof addressId === 'string' ? addressId.trim() : ''
    return /^[\w-]{1,64}$/.test(id) ? id : undefined
  } catch {
    return undefined
  }
}

/** `call`, and once more if it fails (GEO_RETRY). */
export async function withRetry<T> (call: () => Promise<T>, retries = GEO_RETRY): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (attempt >= retries) throw error
    }
  }
}

/** `promise`, or `fallback` once `ms` have passed (the timer from the caller, so tests drive it). */
export function within<T> (promise: Promise<T>, ms: number, fallback: T, setTimer: (run: () => void, ms: number) => unknown = setTimeout): Promise<T> {
  return new Promise((resolve) => {
    setTimer(() => resolve(fallback), ms)
    promise.then(resolve, () => resolve(fallback))
  })
}

/** A location's cache key: about 100 m apart is the same place. */
export const placeKey = (loc: { latitude: number, longitude: number }): string => `${loc.latitude.toFixed(3)},${loc.longitude.toFixed(3)}`
