import { request } from './request'
import type { ActivityPage, ComponentConfig } from './types'

/** The platform value the page calls send (000 §7). */
export const PAGE_PLATFORM = 'PC'

export const PAGE_PATHS = {
  release: '/campaign-center/api/avatar/pages/get-release',
  preview: '/campaign-center/api/avatar/pages/preview'
} as const
export const COMPONENT_PATHS = {
  release: '/campaign-center/api/avatar/components/get-release',
  preview: '/campaign-center/api/avatar/components/get-preview'
} as const

/** Fetch an activity page: the preview variant in preview mode, else the released one. */
export function fetchActivityPage (params: { activityId: string, cityId: number, preview: boolean }): Promise<ActivityPage | null> {
  return request<ActivityPage | null>(params.preview ? PAGE_PATHS.preview : PAGE_PATHS.release, {
    data: { hash: params.activityId, cityId: params.cityId, platform: PAGE_PLATFORM }
  })
}

/** Refresh one component (000 §4): the answer replaces it in the page's list. */
export function fetchComponent (params: { componentId: number | string, cityId: number, preview: boolean }): Promise<ComponentConfig | null> {
  return request<ComponentConfig | null>(params.preview ? COMPONENT_PATHS.preview : COMPONENT_PATHS.release, {
    data: { componentId: params.componentId, cityId: params.cityId, platform: PAGE_PLATFORM }
  })
}
