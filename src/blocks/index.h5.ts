/**
 * H5 (and the HarmonyOS webview bundle): each block's view is its own chunk,
 * fetched when a page first shows that kind, so a page downloads only the
 * blocks (and the Taro components they use: swiper, video, …) it shows.
 */
import { lazy } from 'react'
import { buildRegistry } from './catalog'

export const createRegistry = () => buildRegistry({
  banner: lazy(() => import('./banner')),
  campaignSignup: lazy(() => import('./campaignSignup')),
  multiImage: lazy(() => import('./multiImage')),
  slide: lazy(() => import('./slide')),
  hotImage: lazy(() => import('./hotImage')),
  tab: lazy(() => import('./tab')),
  ahsMutex: lazy(() => import('./ahsMutex')),
  modal: lazy(() => import('./modal')),
  suspendIcon: lazy(() => import('./suspendIcon')),
  backTop: lazy(() => import('./backTop')),
  recycle: lazy(() => import('./recycle')),
  countdown: lazy(() => import('./countdown')),
  richText: lazy(() => import('./richText')),
  headerImage: lazy(() => import('./headerImage')),
  video: lazy(() => import('./video')),
  spacing: lazy(() => import('./spacing')),
  selfRun: lazy(() => import('./selfRun'))
})

export const registry = createRegistry()
