import { View } from '@tarojs/components'

/** One View of text: what a Taro 4 H5 page costs before it does anything. */
export default function Index () {
  return <View className='blank'>Hello, Taro</View>
}
