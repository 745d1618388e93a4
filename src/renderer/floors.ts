/**
 * Floors: a block's place on the page, by its component uuid, for what jumps
 * to a floor (a coupon's "go use" with JUMP_TO_FLOOR, the floor navigation).
 * The renderer gives each block's slot the id below; a uuid is config, so the
 * id keeps only characters every host's selector reads.
 */
import Taro from '@tarojs/taro'

/** The slot element's id for a component uuid. */
export function blockElementId (uuid: string): string {
  return `floor-${uuid.replace(/[^\w-]/g, '_').slice(0, 64)}`
}

/** Scrolls the page so the block starts at the top (the host's page scroll in mini-programs, the document on H5). */
export async function scrollToBlock (uuid: string, offsetTop = 0): Promise<void> {
  try {
    await Taro.pageScrollTo({ selector: `#${blockElementId(uuid)}`, offsetTop: -offsetTop, duration: 300 })
  } catch {
    // No such floor (a uuid from another page, a block that hid itself): stay where we are.
  }
}
