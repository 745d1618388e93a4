import Taro from '@tarojs/taro'

/** Mini-programs: the screen's width in px (the category line's cut, 002 §9), from the host. */
export function screenWidth (): number {
  return Taro.getWindowInfo().windowWidth
}
