import { request } from './request'

/** Sign up for the activity (000 §7): body pageId, uniqueIdentifier. */
export function takePartIn (params: { pageId: number | string, uniqueIdentifier: string }): Promise<unknown> {
  return request('/campaign-center/api/activity/apply/takePartIn', { data: params })
}

/** Apply for a promotion package (000 §7). */
export function applyPromotionPackage (params: { code: string }): Promise<unknown> {
  return request('/campaign-center/api/promotion-packages/apply', { data: params })
}
