/**
 * The campaign page laid out as a host's view layer would lay it out, from the tree the page sent: its
 * window slots stacked in tree order, a slot holding its block as high as the block is, a slot standing
 * empty as high as its style says (the box of a block that gave way, else 0), a block never reached
 * nowhere. Selector queries then see what a phone sees: a floor below the blocks above it that are in
 * the tree, a floor not in the tree not at all (null), and the page as high as its slots.
 */
import type { HostBox } from './selectors'
import type { HostNode } from './tree'

const SLOT = 'block-window-slot'
const SLOT_KEY = /(?:^|\s)window-slot-(\S+)/
const PX_HEIGHT = /(?:^|;)\s*height\s*:\s*([\d.]+)px/

export interface StackedLayout {
  /** The selector query's answer for `.window-slot-<key>` and `.floor-<uuid>`; undefined (a zero box) for anything else. */
  measure: (selector: string) => HostBox | null | undefined
  /** The page's height: the slots' (and `top` above them). */
  pageHeight: () => number
}

/**
 * `nodes`: the page's nodes in document order (the harness's `nodes()`); `blockHeight`: a mounted block's
 * height by its key (its uuid); `top`: what stands above the first slot (px).
 */
export function stackedLayout (nodes: () => readonly HostNode[], blockHeight: (key: string) => number, { top = 0 } = {}): StackedLayout {
  const slots = () => {
    const out: Array<{ key: string, top: number, height: number, floorClass: boolean }> = []
    let y = top
    for (const node of nodes()) {
      if (!` ${node.className} `.includes(` ${SLOT} `)) continue
      const key = SLOT_KEY.exec(node.className)?.[1]
      if (!key) continue
      const mounted = node.children.length > 0
      const height = mounted ? blockHeight(key) : Number(PX_HEIGHT.exec(node.style)?.[1] ?? 0)
      // A mounted block's own slot carries its floor class; an empty one carries it only as a box (BlockList).
      out.push({ key, top: y, height, floorClass: mounted || node.className.includes(`floor--${key}`) })
      y += height
    }
    return { list: out, end: y }
  }
  return {
    measure (selector) {
      const m = /^\.(window-slot-|floor--)(.+)$/.exec(selector)
      if (!m) return undefined
      const slot = slots().list.find((s) => s.key === m[2])
      if (!slot || (m[1] === 'floor--' && !slot.floorClass)) return null
      return { width: 375, height: slot.height, top: slot.top }
    },
    pageHeight: () => slots().end
  }
}
