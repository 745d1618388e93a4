/**
 * Copies a text to the host's clipboard (mini-programs: the host's API);
 * resolves whether it was copied, so the caller says 已复制 or offers the
 * long-press fallback. The H5 twin (clipboard.h5.ts) checks for real.
 */
import Taro from '@tarojs/taro'

export async function copyText (text: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
    return true
  } catch {
    return false
  }
}
