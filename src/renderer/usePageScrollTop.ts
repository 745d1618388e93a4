/**
 * The page's scroll position for a block that follows it (the floor bar,
 * back-to-top). Mini-programs: the page's onPageScroll. H5 has its own file.
 */
import { usePageScroll } from '@tarojs/taro'

export function usePageScrollTop (listener: (scrollTop: number) => void): void {
  usePageScroll(({ scrollTop }) => listener(scrollTop))
}
