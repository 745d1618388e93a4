import type { PrefetchConfig } from '../../src/firstScreen/contract'

/** The config a test's first-screen script runs with (what config/webpack/campaignHtml.ts builds), with a test's own fields over it. */
export function prefetchConfig (own: Partial<PrefetchConfig> = {}): PrefetchConfig {
  return {
    base: 'https://gw.example.cn',
    appId: 10002,
    defaultAgent: 'ahs_m',
    platform: 'PC',
    paths: { release: '/release', preview: '/preview', locate: '/locate', prices: '/prices' },
    cookies: { token: 'ahs_token', agent: 'ahs_agent', cityId: 'ahs_city_id' },
    kindChunks: { banner: ['js/block-banner.1.js', 'css/block-banner.1.css'] },
    floatingKinds: ['modal', 'suspendIcon', 'backTop'],
    firstBatch: 2,
    publicPath: '/',
    ...own
  }
}
