/**
 * H5: whether the page is shown: the browser tab or the app's webview in the
 * background is `visibilitychange`. (Taro's page hide and show are page-level
 * hooks the H5 runtime gives only to the page itself; the campaign page is the
 * app's one page, so another route of ours never covers it.)
 */
import { useEffect, useState } from 'react'

const visible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden'

export function usePageShown (): boolean {
  const [shown, setShown] = useState(visible)
  useEffect(() => {
    const onChange = () => setShown(visible())
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  return shown
}
