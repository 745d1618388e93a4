import { useEffect } from 'react'
import { observer } from 'mobx-react'
import type { BlockProps } from '@/renderer/types'
import { HotCard } from '@/ui/HotCard'
import type { MyProductHotModel } from './model'
import type { MyProductHotStore } from './store'

/** The personal hot-price card (002 §3): asks when it mounts; the card and its states are ui/HotCard. */
export default observer(function MyProductHot ({ store }: BlockProps<MyProductHotModel, MyProductHotStore>) {
  useEffect(() => store.start(), [store])
  return <HotCard className='my-product-hot' load={store.load} preview={store.preview} onTap={store.tap} onRetry={store.retry} />
})
