import * as v from 'valibot'
import { CITY_LOCATE_PATH } from './constants'
import { LOCATE_TIMEOUT_MS, type Http } from './http'
import { CitySchema, type City } from './types'
import type { CallFailures } from './failure'

/** 000 §5: the first visit's city call gives up at the geolocation timeout and the page goes on with city 1. */
export const CITY_FAILURES = {
  [CITY_LOCATE_PATH]: { timeoutMs: LOCATE_TIMEOUT_MS, quiet: 'the page goes on with city 1 (000 §5)' }
} as const satisfies CallFailures

export interface CityService {
  /** The default city the server picks for this visitor (000 §7: `data.id`). */
  locate (body?: Record<string, unknown>): Promise<City | null>
}

export function createCityService (http: Http): CityService {
  return {
    // A hanging city call must not hold the page: it stops sooner than the others (LOCATE_TIMEOUT_MS).
    locate: (body = {}) => http.request(CITY_LOCATE_PATH, { data: body, schema: v.nullable(CitySchema), timeout: CITY_FAILURES[CITY_LOCATE_PATH].timeoutMs })
  }
}
