/**
 * City domain (000 §7): `regions/locate` answers the visitor's default city.
 * Seed (`seed.city`): `{ id, name, aflCityCode }` of the city to answer (the
 * real city table is not in the spec; the default is the emulator's own).
 */
import { gatewayRoute } from '../gateway'
import { lastScenario, seedOf, type Domain } from './types'

export interface City { id: number, name: string, aflCityCode: string }

export const DEFAULT_CITY: City = { id: 2, name: '上海', aflCityCode: '310100' }

export const cityDomain: Domain = {
  name: 'city',
  register (app) {
    gatewayRoute(app, 'POST', '/campaign-center/api/regions/locate', 'regions/locate', lastScenario, (ctx) => ({ ...DEFAULT_CITY, ...seedOf<City>(ctx.scenario, 'city') }))
  }
}
