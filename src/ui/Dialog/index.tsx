import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { useStores } from '@/stores'
import './index.scss'

export { DialogStore } from './store'
export type { DialogRequest } from './store'

/**
 * Renders the page's open dialog (the newest) once, at the page root, above
 * everything: no ancestor's transform, overflow or stacking context can clip
 * or misplace it. `catchMove` keeps the page from scrolling under it in
 * mini-programs.
 */
export const DialogHost = observer(function DialogHost () {
  const { dialogs } = useStores()
  const top = dialogs.top
  if (!top) return null
  return (
    <View className='dialog-host' catchMove>
      <View className='dialog-host__mask' onClick={dialogs.dismissTop} />
      <View className='dialog-host__body' key={top.id}>{top.render((result) => dialogs.close(top.id, result))}</View>
    </View>
  )
})
