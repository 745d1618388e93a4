/**
 * Mini-programs: whether the campaign page is shown (not covered by another
 * page, not in the background), so the store images' autoplay stops while
 * nobody can see it.
 */
import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

export function usePageShown (): boolean {
  const [shown, setShown] = useState(true)
  useDidHide(() => setShown(false))
  useDidShow(() => setShown(true))
  return shown
}
