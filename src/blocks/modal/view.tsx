import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { ModalModel } from './model'
import type { ModalStore } from './store'
import './style.scss'

/** Modal popup (000 §4): shown per its interval rule (see store.ts); the image opens its click target. */
export default observer(function Modal ({ model, component, store }: BlockProps<ModalModel, ModalStore>) {
  const onClick = useClick(model.redirects, component)
  useEffect(() => { store.decide() }, [store])

  // A closed popup leaves an empty anchor: the page (and a test) can tell "decided not to show" from "not loaded yet".
  // The keys keep anchor and popup two elements: one element growing from the empty anchor into the
  // full-screen layer would count as a layout shift of the whole screen.
  if (!store.open) return <View key='closed' className='modal modal--closed' />
  return (
    <View key='open' className='modal modal--open' catchMove>
      <View className='modal__mask' onClick={store.close} />
      <View className='modal__dialog'>
        <RatioImage className='modal__image' src={model.image} aspectRatio={model.aspectRatio} lazy={false} onClick={() => { store.close(); onClick() }} />
        <View className='modal__close' aria-label={t('modal.close')} onClick={store.close}>×</View>
      </View>
    </View>
  )
})
