import { request } from './request'

export interface City {
  id: number
  name?: string
  aflCityCode?: string
}

/** The default city the server picks for this visitor (000 §7): `data.id`. */
export function locateDefaultCity (body: Record<string, unknown> = {}): Promise<City | null> {
  return request<City | null>('/campaign-center/api/regions/locate', { data: body })
}
