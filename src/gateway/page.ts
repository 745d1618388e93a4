import { request } from './request'
import type { ActivityPage } from './types'

/** The platform value the page calls send (000 §7). */
export const PAGE_PLATFORM = 'PC'

export const PAGE_RELEASE_PATH = '/campaign-center/api/avatar/pages/get-release'
export const PAGE_PREVIEW_PATH = '/campaign-center/api/avatar/pages/preview'

/** Fetch an activity page: the preview variant in preview mode, else the released one. */
export function fetchActivityPage (params: { activityId: string, cityId: number, preview: boolean }): Promise<ActivityPage | null> {
  return request<ActivityPage | null>(params.preview ? PAGE_PREVIEW_PATH : PAGE_RELEASE_PATH, {
    data: { hash: params.activityId, cityId: params.cityId, platform: PAGE_PLATFORM }
  })
}
