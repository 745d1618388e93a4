import type { CSSProperties } from 'react'
import type { Display } from '@/lib/textSize'

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
 * `display--elderly` and the larger hit area, `--hit-px`. At the design's size it sets nothing.
 */
export function displayAttrs (display: Display): DisplayAttrs {
  if (display.textScale === 1 && !display.elderly) return { elderlyClass: '' }
  return {
    elderlyClass: display.elderly ? ' display--elderly' : '',
    style: { '--text-scale': String(display.textScale), '--hit-px': `${display.hitPx}px` } as CSSProperties
  }
}
