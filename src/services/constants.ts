/**
 * Gateway constants without imports: the build reads them for index.html's
 * first page call (src/firstScreen/start.ts, config/webpack/campaignHtml.ts) as the client does.
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

/**
 * The largest gateway answer the page reads: 8 MiB, twenty times a large real page configuration (a few hundred
 * KB). A 33.7 MB page answer killed the H5 tab while it was parsed and rendered; a bigger answer is refused as
 * the catalogue's request failure (services/answerSize.ts), before it is parsed where the host allows.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024
