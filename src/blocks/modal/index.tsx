import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { t } from '@/i18n'
import { useClick } from '@/renderer/useClick'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { RatioImage } from '@/ui/RatioImage'
import { MODAL_COOKIE_DAYS, shouldShowModal, type ModalModel } from './model'
import './style.scss'

/** Modal popup (000 §4): shown per its interval rule; the flag is set when it shows, so a reload the same day does not show it again. */
export default function Modal ({ model, component }: BlockProps<ModalModel>) {
  const { platform } = useStores()
  const [open, setOpen] = useState(false)
  const onClick = useClick(model.redirects, component)

  useEffect(() => {
    if (!shouldShowModal(model, platform.cookies.get(model.cookieName))) return
    setOpen(true)
    const days = MODAL_COOKIE_DAYS[model.interval]
    if (days) platform.cookies.set(model.cookieName, '1', { days })
  }, [model, platform])

  if (!open) return null
  return (
    <View className='modal' catchMove>
      <View className='modal__mask' onClick={() => setOpen(false)} />
      <View className='modal__dialog'>
        <RatioImage className='modal__image' src={model.image} aspectRatio={model.aspectRatio} lazy={false} onClick={() => { setOpen(false); onClick() }} />
        <View className='modal__close' aria-label={t('modal.close')} onClick={() => setOpen(false)}>×</View>
      </View>
    </View>
  )
}
