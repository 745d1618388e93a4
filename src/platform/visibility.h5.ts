/**
 * H5: the browser tab or the app's webview going to the background is
 * `visibilitychange`; Taro's page hide/show cover route changes; the React
 * root unmounting is the end.
 */
import { useEffect } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import type { PageLifecycle } from './visibility'

export type { PageLifecycle }

export function usePageLifecycle (lifecycle: PageLifecycle): void {
  useDidHide(() => lifecycle.hide())
  useDidShow(() => lifecycle.show())
  useEffect(() => {
    const onChange = () => (document.visibilityState === 'hidden' ? lifecycle.hide() : lifecycle.show())
    document.addEventListener('visibilitychange', onChange)
    return () => {
      document.removeEventListener('visibilitychange', onChange)
      lifecycle.unload()
    }
  }, [lifecycle])
}
