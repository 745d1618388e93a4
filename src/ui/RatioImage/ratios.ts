/**
 * Ratios (width / height) images reported when they loaded, by src: an image whose config gives no size
 * reserves its box from the second time it is drawn on (a block the page's window mounts again, issue 42:
 * drawn at 0 px until its image loaded again, it moved everything below it). The page's images, a few
 * hundred at most; the oldest forgotten past MAX_REMEMBERED.
 */
export const MAX_REMEMBERED = 500

export class ImageRatios {
  private readonly bySrc = new Map<string, number>()

  constructor (private readonly max = MAX_REMEMBERED) {}

  /** The ratio `src` reported, if it did. */
  of (src: string): number | undefined {
    return this.bySrc.get(src)
  }

  /** What `src` reported on load; a size that is not two positive numbers is not remembered. */
  remember (src: string, width: number, height: number): number | undefined {
    if (!src || !(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0)) return undefined
    const ratio = width / height
    this.bySrc.delete(src)
    this.bySrc.set(src, ratio)
    if (this.bySrc.size > this.max) this.bySrc.delete(this.bySrc.keys().next().value as string)
    return ratio
  }
}

/** The app's one memory of image ratios (a cache of what the host reported, not state a test sets up). */
export const imageRatios = new ImageRatios()
