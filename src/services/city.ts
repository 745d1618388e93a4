import * as v from 'valibot'
import { CITY_LOCATE_PATH } from './constants'
import type { Http } from './http'
import { CitySchema, type City } from './types'

export interface CityService {
  /** The default city the server picks for this visitor (000 §7: `data.id`). */
  locate (body?: Record<string, unknown>): Promise<City | null>
}

export function createCityService (http: Http): CityService {
  return {
    locate: (body = {}) => http.request(CITY_LOCATE_PATH, { data: body, schema: v.nullable(CitySchema) })
  }
}
