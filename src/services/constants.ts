/**
 * Gateway constants without imports: the build reads them for index.html's
 * first page call (services/prefetch.ts, config/index.ts) as the client does.
 */

/** The product's app id, sent as the `app` header (000 §9). */
export const APP_ID = 10002

/** The platform value the page calls send (000 §7). */
export const PAGE_PLATFORM = 'PC'

export const PAGE_PATHS = {
  release: '/campaign-center/api/avatar/pages/get-release',
  preview: '/campaign-center/api/avatar/pages/preview'
} as const

export const CITY_LOCATE_PATH = '/campaign-center/api/regions/locate'

/** Live product prices (001 §7): index.html also starts the first screen's flash sales' first calls. */
export const PRICE_LIST_PATH = '/avatar/model/get-info-list'
