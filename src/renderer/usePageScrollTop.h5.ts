/**
 * H5: the page's scroll position, read from the element that scrolls. Taro's
 * H5 usePageScroll binds to the page's element when the page shows, but the
 * stack router's `.taro_page` is not in the document yet then, so Taro binds
 * to window, which never scrolls here (the page element does): a floor bar on
 * usePageScroll never saw a visitor's scroll. One capturing listener on the
 * document sees the page element's scroll and the document's, and ignores an
 * inner scroll view's (a tab strip, a carousel).
 */
import { useEffect, useRef } from 'react'

export function pageScrollTopOf (target: EventTarget | null): number | undefined {
  if (typeof document === 'undefined') return undefined
  if (target === document || target === document.documentElement || target === document.body) {
    return (document.scrollingElement ?? document.documentElement).scrollTop
  }
  if (target instanceof Element && target.classList.contains('taro_page')) return target.scrollTop
  return undefined
}

export function usePageScrollTop (listener: (scrollTop: number) => void): void {
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => {
    const onScroll = (event: Event) => {
      const top = pageScrollTopOf(event.target)
      if (top !== undefined) latest.current(top)
    }
    const options = { capture: true, passive: true }
    document.addEventListener('scroll', onScroll, options)
    return () => document.removeEventListener('scroll', onScroll, options)
  }, [])
}
