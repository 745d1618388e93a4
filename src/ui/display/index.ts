import { useContext, type CSSProperties } from 'react'
import type { Display } from '@/lib/textSize'
import { StoreContext } from '@/stores'

/** What a root of the page's drawing carries for the visitor's display: a class and the style's variables. */
export interface DisplayAttrs {
  /** '' or ' display--elderly', to append to the root's own class. */
  elderlyClass: string
  style?: CSSProperties
}

/**
 * The visitor's display (stores/display) on each root the page draws (the page, its placeholder or loading
 * mask, the dialog host: no node of its own, which every host's audit would count): the text scale every
 * font size and line height is multiplied by (plugins/postcss-text-scale) and, in the elderly mode,
 * `display--elderly`, under which the styles draw it (60 px hit areas: ui/panel-parts.scss `hit-floor`).
 * At the design's size it sets nothing.
 */
export function displayAttrs (display: Display): DisplayAttrs {
  if (display.textScale === 1 && !display.elderly) return { elderlyClass: '' }
  return {
    elderlyClass: display.elderly ? ' display--elderly' : '',
    style: { '--text-scale': String(display.textScale) } as CSSProperties
  }
}

/**
 * Whether the page is in the elderly mode, for a component's behaviour (a carousel that does not autoplay).
 * Read as the component renders; outside a page's stores (a component's own tests): no.
 */
export function useElderly (): boolean {
  return useContext(StoreContext)?.display.display.elderly ?? false
}
