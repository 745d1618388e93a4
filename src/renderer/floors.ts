/**
 * Floors: a block's place on the page, by its component uuid, for what jumps
 * to a floor (a coupon's "go use" with JUMP_TO_FLOOR, the navigations). The
 * renderer's slot around each block carries the class below; a uuid is
 * config, so the class keeps only characters every host's selector reads.
 * Positions are measured with the selector query and the page is scrolled
 * to a number: every host has both, not every host's pageScrollTo takes a
 * selector.
 */
import Taro from '@tarojs/taro'

/** Scroll animation to a floor (not in the spec). */
export const FLOOR_SCROLL_MS = 300

/** The slot's class for a component uuid. */
export function floorClass (uuid: string): string {
  return `floor-${uuid.replace(/[^\w-]/g, '_').slice(0, 64)}`
}

interface Rect { top?: number, height?: number }
interface Offset { scrollTop?: number, scrollHeight?: number }

export interface FloorBox { top: number, height: number }

export interface FloorMeasure {
  /** Each floor's top in page coordinates and its height (px); a floor not on the page is left out. */
  boxes: Map<string, FloorBox>
  /** The page's scroll height then (px): a change means the floors moved. */
  pageHeight: number
}

/** Where the floors of these uuids are now, and the page's height. */
export function measureFloors (uuids: readonly string[]): Promise<FloorMeasure> {
  return new Promise((resolve) => {
    const boxes = new Map<string, FloorBox>()
    try {
      const query = Taro.createSelectorQuery()
      for (const uuid of uuids) query.select(`.${floorClass(uuid)}`).boundingClientRect()
      query.selectViewport().scrollOffset()
      query.exec((results: unknown[]) => {
        const list = Array.isArray(results) ? results : []
        const viewport = (list[uuids.length] ?? {}) as Offset
        const scrollTop = Number(viewport.scrollTop) || 0
        uuids.forEach((uuid, i) => {
          const rect = (list[i] ?? {}) as Rect
          if (typeof rect.top === 'number' && Number.isFinite(rect.top)) boxes.set(uuid, { top: rect.top + scrollTop, height: Number(rect.height) || 0 })
        })
        resolve({ boxes, pageHeight: Number(viewport.scrollHeight) || 0 })
      })
    } catch {
      resolve({ boxes, pageHeight: 0 })
    }
  })
}

/** Scrolls the page so the block starts `offsetTop` px below the top (under a sticky bar); a floor not found: stay. */
export async function scrollToBlock (uuid: string, offsetTop = 0): Promise<void> {
  const top = (await measureFloors([uuid])).boxes.get(uuid)?.top
  if (top === undefined) return
  try {
    await Taro.pageScrollTo({ scrollTop: Math.max(0, top - offsetTop), duration: FLOOR_SCROLL_MS })
  } catch {
    // A host that refuses the scroll: stay where we are.
  }
}
