import { View } from '@tarojs/components'

/** The prize draw: the full view follows with its store (issue 31, part 4). */
export default function Lottery () {
  return <View className='lottery' />
}
