import * as v from 'valibot'
import type { Http } from './http'
import type { ComponentConfig } from '@/lib/types'
import { ActivityPageSchema, ComponentSchema, type ActivityPage } from './types'
import { PAGE_PATHS, PAGE_PLATFORM } from './constants'

export { PAGE_PATHS, PAGE_PLATFORM }
/** 001 §7: a page view, recorded once per view. */
export const PAGE_VIEW_PATH = '/page-view-record/add-or-update'

export const COMPONENT_PATHS = {
  release: '/campaign-center/api/avatar/components/get-release',
  preview: '/campaign-center/api/avatar/components/get-preview'
} as const

export interface PageParams {
  activityId: string
  cityId: number
  preview: boolean
}

export interface PageService {
  /** The activity page: the preview variant in preview mode, else the released one (000 §7). */
  fetchPage (params: PageParams): Promise<ActivityPage | null>
  /** One component again (000 §4): the answer replaces it in the page's list. */
  fetchComponent (params: { componentId: number | string, cityId: number, preview: boolean }): Promise<ComponentConfig | null>
  /** Records a view of the page (001 §7: POST /page-view-record/add-or-update {pageId}; the answer is not shown). */
  recordView (params: { pageId: number | string }): Promise<unknown>
}

export function createPageService (http: Http): PageService {
  return {
    fetchPage: ({ activityId, cityId, preview }) => http.request(preview ? PAGE_PATHS.preview : PAGE_PATHS.release, {
      data: { hash: activityId, cityId, platform: PAGE_PLATFORM },
      schema: v.nullable(ActivityPageSchema)
    }),
    fetchComponent: ({ componentId, cityId, preview }) => http.request(preview ? COMPONENT_PATHS.preview : COMPONENT_PATHS.release, {
      data: { componentId, cityId, platform: PAGE_PLATFORM },
      schema: v.nullable(ComponentSchema)
    }) as Promise<ComponentConfig | null>,
    recordView: ({ pageId }) => http.request(PAGE_VIEW_PATH, { data: { pageId }, schema: v.unknown() })
  }
}
