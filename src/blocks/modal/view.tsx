import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps } from '@/renderer/types'
import { useModalFocus } from '@/ui/Dialog/focus'
import { RatioImage } from '@/ui/RatioImage'
import { Tap } from '@/ui/Tap'
import type { ModalModel } from './model'
import type { ModalStore } from './store'
import './style.scss'
import { roleOf } from '@/ui/a11y'

/**
 * Modal popup (000 §4): shown per its interval rule (see store.ts); the image opens its click target. A modal
 * dialog of its own (not through the page's dialog host): on H5 it takes the focus as it opens and gives it back
 * as it closes, keeps Tab inside, and Escape closes it (ui/Dialog/focus.h5.ts). The mask is a second way to close
 * for a finger only: hidden from readers, who have the close button and Escape.
 */
export default observer(function Modal ({ model, component, store }: BlockProps<ModalModel, ModalStore>) {
  const onClick = useClick(model.redirects, component)
  useEffect(() => { store.decide() }, [store])
  const body = useModalFocus(store.open ? 1 : undefined, store.close)

  // A closed popup leaves an empty anchor: the page (and a test) can tell "decided not to show" from "not loaded yet".
  // The keys keep anchor and popup two elements: one element growing from the empty anchor into the
  // full-screen layer would count as a layout shift of the whole screen.
  if (!store.open) return <View key='closed' className='modal modal--closed' />
  const opens = model.redirects.length > 0
  return (
    <View key='open' className='modal modal--open' catchMove {...roleOf('dialog')} aria-modal aria-label={t('modal.a11y.dialog')} ref={body as never}>
      {/* eslint-disable-next-line no-restricted-syntax -- a finger's second way to close, hidden from readers (the close button and Escape), as the dialog host's mask */}
      <View className='modal__mask' aria-hidden onClick={store.close} />
      <View className='modal__dialog'>
        <RatioImage
          className='modal__image'
          src={model.image}
          aspectRatio={model.aspectRatio}
          lazy={false}
          tap={{ label: t(opens ? 'modal.a11y.open' : 'modal.a11y.dismiss'), role: opens ? 'link' : 'button', onTap: () => { store.close(); onClick() } }}
        />
        <Tap className='modal__close' label={t('modal.close')} onTap={store.close}><Text className='modal__cross' aria-hidden>×</Text></Tap>
      </View>
    </View>
  )
})
