import type { CSSProperties, ReactNode } from 'react'

/** What a control is to a screen reader: a button acts here, a link opens a page, a tab picks a panel. */
export type TapRole = 'button' | 'link' | 'tab'

export interface TapProps {
  /**
   * The control's name as a screen reader says it, in the catalogue's words (a block's messages.ts) or the
   * config's (an image's title, a product's name and price). Holds the visible text, if any (WCAG 2.5.3).
   * Required: a control without a name is announced as "button" and nothing else.
   */
  label: string
  onTap: () => void
  role?: TapRole
  /** A tab: the one chosen. */
  selected?: boolean
  /** Shown as unavailable (sold out, booked): it still takes the tap (the block says why), a reader says "dimmed". */
  disabled?: boolean
  className?: string
  style?: CSSProperties
  id?: string
  children?: ReactNode
}
