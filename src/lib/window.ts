/**
 * The one rule of every window the page keeps so its node count stays bounded (issues 29 and 42): the page's
 * block list (renderer/blockWindow.ts, driven by measuring on scroll) and an endless list's pages
 * (ui/EndlessList, driven by intersection observers inside its block). Each asks it of one item.
 */
export interface WindowItem {
  /** Within the margin at which an item is drawn. */
  near: boolean
  /** Within the wider margin at which a drawn item gives way (default: `near`: one margin). */
  withinLeave?: boolean
  /** Drawn now. */
  drawn: boolean
  /** Its height is known: a box can stand for it. */
  measured: boolean
  /** Stays drawn wherever it is (in a dialog flow, a jump's target). */
  pinned?: boolean
}

/**
 * Whether an item is drawn: when near; once drawn, while within the wider margin, and always while its
 * height is unknown (a box of a guessed height would move what is below it when it is drawn again); pinned,
 * always.
 */
export function staysDrawn ({ near, withinLeave = near, drawn, measured, pinned = false }: WindowItem): boolean {
  return pinned || near || (drawn && (withinLeave || !measured))
}
