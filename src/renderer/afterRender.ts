import Taro from '@tarojs/taro'

/**
 * Mini-programs: runs `cb` once the page's pending setData has reached the view
 * (Taro.nextTick rides its callback), so the next batch of blocks is a setData
 * of its own rather than part of the first.
 */
export function afterRender (cb: () => void): () => void {
  let live = true
  Taro.nextTick(() => { if (live) cb() })
  return () => { live = false }
}
