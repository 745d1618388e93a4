import { action, makeObservable, observable } from 'mobx'
import type { CityService } from '@/services/city'
import type { City } from '@/services/types'
import type { CookieJar } from '@/platform/types'
import { CITY_COOKIES } from '../keys'

/** When neither the query nor the server gives a city (000 §5). */
const FALLBACK_CITY_ID = 1
/** The chosen city's cookies (001 §3: id, name, aflCityCode read from cookies; names chosen here). */
export { CITY_COOKIES }
/** How long a chosen city is remembered (not in the spec). */
export const CITY_COOKIE_DAYS = 30

export class CityStore {
  id: number = FALLBACK_CITY_ID
  name: string | undefined = undefined
  aflCityCode: string | undefined = undefined

  constructor (private readonly cookies: CookieJar, private readonly service: CityService) {
    makeObservable(this, { id: observable, name: observable, aflCityCode: observable, choose: action })
  }

  /** The chosen city from cookies, if one is kept. */
  fromCookies (): City | undefined {
    const id = Number.parseInt(this.cookies.get(CITY_COOKIES.id) ?? '', 10)
    if (Number.isNaN(id)) return undefined
    return { id, name: this.cookies.get(CITY_COOKIES.name), aflCityCode: this.cookies.get(CITY_COOKIES.aflCityCode) }
  }

  /** The query's cityId; else the chosen city kept in cookies; else the server's default city; else 1 (000 §5). */
  async resolve (queryCityId: number | undefined): Promise<number> {
    let city: City | undefined = queryCityId !== undefined ? { id: queryCityId } : this.fromCookies()
    if (!city) {
      try {
        city = (await this.service.locate()) ?? undefined
      } catch {
        city = undefined
      }
    }
    this.choose(city ?? { id: FALLBACK_CITY_ID })
    return this.id
  }

  choose (city: City): void {
    this.id = city.id
    this.name = city.name ?? undefined
    this.aflCityCode = city.aflCityCode ?? undefined
    const options = { days: CITY_COOKIE_DAYS }
    this.cookies.set(CITY_COOKIES.id, String(city.id), options)
    if (city.name) this.cookies.set(CITY_COOKIES.name, city.name, options)
    if (city.aflCityCode) this.cookies.set(CITY_COOKIES.aflCityCode, city.aflCityCode, options)
  }
}
