import { aspectRatioOf, imageUrl } from '@/lib/config'
import type { FirstScreenContext } from './contract'

/**
 * The rules the hints read images by: the blocks' own (lib/config.ts), bundled into the script, so the boot
 * screen and the page accept the same URLs and sizes. `cookie` reads the page's cookies.
 */
export function firstScreenContext (cookie: (name: string) => string | undefined): FirstScreenContext {
  return { url: imageUrl, ratio: aspectRatioOf, cookie }
}
