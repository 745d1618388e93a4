/** Platform adapter for the H5 bundle (`dist/h5`): app webviews, the WeChat browser, plain browsers. */
import { createWebAdapter } from './web'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter = createWebAdapter({ id: 'adapter.h5', target: 'h5' })
