/**
 * Mini-programs: the page's own hide/show (another page pushed on top, the
 * app sent to the background) and unload.
 */
import { useDidHide, useDidShow, useUnload } from '@tarojs/taro'

export interface PageLifecycle {
  hide (): void
  show (): void
  unload (): void
}

export function usePageLifecycle (lifecycle: PageLifecycle): void {
  useDidHide(() => lifecycle.hide())
  useDidShow(() => lifecycle.show())
  useUnload(() => lifecycle.unload())
}
