/** Platform adapter for the H5 bundle (`dist/h5`): app webviews, the WeChat browser, plain browsers. */
import type { PlatformAdapter } from './types'
import { detectWebPlatform } from './detect'

export type { PlatformAdapter, HostPlatform, BuildTarget } from './types'

export const adapter: PlatformAdapter = {
  id: 'adapter.h5',
  target: 'h5',
  platform: () => detectWebPlatform(navigator.userAgent),
  defaultApiBase: () => ''
}
