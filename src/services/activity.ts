import * as v from 'valibot'
import type { Http } from './http'

export interface ActivityService {
  /** Sign up for the activity (000 §7): body pageId, uniqueIdentifier. */
  takePartIn (params: { pageId: number | string, uniqueIdentifier: string }): Promise<unknown>
  /** Apply for a promotion package (000 §7). */
  applyPromotionPackage (params: { code: string }): Promise<unknown>
}

export function createActivityService (http: Http): ActivityService {
  return {
    takePartIn: (params) => http.request('/campaign-center/api/activity/apply/takePartIn', { data: params, schema: v.unknown() }),
    applyPromotionPackage: (params) => http.request('/campaign-center/api/promotion-packages/apply', { data: params, schema: v.unknown() })
  }
}
