/**
 * Where the page keeps what it remembers of a visitor, and the default channel.
 * No imports: the build (index.html's first page call, config/webpack/campaignHtml.ts) reads these too.
 * Cookie names are not in the spec; chosen here.
 */

/** The product's own default agent (001 §9). */
export const DEFAULT_AGENT = 'ahs_m'
export const AGENT_COOKIE = 'ahs_agent'
export const TOKEN_COOKIE = 'ahs_token'
/** The chosen city's cookies (001 §3: id, name, aflCityCode read from cookies). */
export const CITY_COOKIES = { id: 'ahs_city_id', name: 'ahs_city_name', aflCityCode: 'ahs_afl_city_code' } as const
