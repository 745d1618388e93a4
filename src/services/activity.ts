import * as v from 'valibot'
import type { Http } from './http'
import type { CallFailures } from './failure'

export const ACTIVITY_PATHS = {
  takePartIn: '/campaign-center/api/activity/apply/takePartIn',
  applyPromotionPackage: '/campaign-center/api/promotion-packages/apply'
} as const

/** 001 §8 "Prize being issued": a package claim with no answer may have gone through; a dialog says so. */
export const ACTIVITY_FAILURES = {
  [ACTIVITY_PATHS.applyPromotionPackage]: { noAnswerDialog: 'prize.issuing.title' }
} as const satisfies CallFailures

export interface ActivityService {
  /** Sign up for the activity (000 §7): body pageId, uniqueIdentifier. */
  takePartIn (params: { pageId: number | string, uniqueIdentifier: string }): Promise<unknown>
  /** Apply for a promotion package (000 §7). */
  applyPromotionPackage (params: { code: string }): Promise<unknown>
}

export function createActivityService (http: Http): ActivityService {
  return {
    takePartIn: (params) => http.request(ACTIVITY_PATHS.takePartIn, { data: params, schema: v.unknown() }),
    applyPromotionPackage: (params) => http.request(ACTIVITY_PATHS.applyPromotionPackage, { data: params, schema: v.unknown() })
  }
}
