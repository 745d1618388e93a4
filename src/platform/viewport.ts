import Taro from '@tarojs/taro'

/** Mini-programs: the window's height in px, from the host. */
export function windowHeight (): number {
  return Taro.getWindowInfo().windowHeight
}
