/**
 * The gateway, one typed module per domain, all built on the root's own http
 * client. Stores and blocks get these from the root store; tests pass fakes.
 * Nothing outside this folder names a gateway path.
 */
import { createActivityService, type ActivityService } from './activity'
import { createCityService, type CityService } from './city'
import type { Http } from './http'
import { createPageService, type PageService } from './page'
import { createSessionService, type SessionService } from './session'

export interface Services {
  page: PageService
  session: SessionService
  city: CityService
  activity: ActivityService
}

export function createServices (http: Http): Services {
  return {
    page: createPageService(http),
    session: createSessionService(http),
    city: createCityService(http),
    activity: createActivityService(http)
  }
}

export type { ActivityService, CityService, PageService, SessionService }
