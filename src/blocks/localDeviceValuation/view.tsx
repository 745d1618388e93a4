import { useEffect } from 'react'
import { observer } from 'mobx-react'
import type { BlockProps } from '@/renderer/types'
import { HotCard } from '@/ui/HotCard'
import type { LocalDeviceValuationModel } from './model'
import type { LocalDeviceValuationStore } from './store'

/** The local-device valuation (000 §1): the hot-price card (ui/HotCard) for this device. */
export default observer(function LocalDeviceValuation ({ store }: BlockProps<LocalDeviceValuationModel, LocalDeviceValuationStore>) {
  useEffect(() => store.start(), [store])
  return <HotCard className='local-device-valuation' load={store.load} preview={store.preview} onTap={store.tap} onRetry={store.retry} />
})
