/**
 * Bounding an endless list's size however far the visitor scrolls (issue 29: the hosts' audits ask for
 * fewer than 1000 nodes a page): a loaded page farther than WINDOW_MARGIN_PX above or below the viewport
 * gives way to an empty box of its measured height, so nothing moves; it comes back as it nears.
 */
import { staysDrawn } from '@/lib/window'

/** How far outside the viewport a page stays drawn: about one and a half phone screens each way. */
export const WINDOW_MARGIN_PX = 1200

/**
 * A page is drawn while near the viewport, and always until its height is known (a box of unknown height would
 * move the list): lib/window.ts's rule, the page's block list's too, with one margin (a page starts drawn).
 */
export function drawsPage (near: boolean, height: number | undefined): boolean {
  return staysDrawn({ near, drawn: true, measured: height !== undefined && height > 0 })
}

/**
 * A page slot's id: unique in the host's page (mini-program selectors are page-wide) for the list's
 * owner (`prefix`, the block's uuid) and the page, and safe in a selector.
 */
export function slotId (prefix: string, owner: string, index: number): string {
  const safe = (s: string) => s.replace(/[^\w-]/g, '_').slice(0, 64)
  return `${safe(prefix)}-${safe(owner)}-p${index}`
}
