import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import type { DialogStore } from '@/stores/dialogs'
import { useStores } from '@/stores'
import './index.scss'

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

export interface DialogTexts {
  title: string
  message?: string
  confirmText: string
  /** Absent: a notice with one button (the coupon's "Claimed successfully" dialog with OK). */
  cancelText?: string
}

/** A dialog's content: a title, a line, and one or two buttons (cancel on the left). The block supplies every text. */
export function ConfirmDialog ({ title, message, confirmText, cancelText, onConfirm, onCancel }: DialogTexts & { onConfirm: () => void, onCancel: () => void }) {
  return (
    <View className='confirm-dialog' role='dialog'>
      <Text className='confirm-dialog__title'>{title}</Text>
      {message ? <Text className='confirm-dialog__message'>{message}</Text> : null}
      <View className='confirm-dialog__buttons'>
        {cancelText ? <View className='confirm-dialog__button confirm-dialog__button--cancel' onClick={onCancel}>{cancelText}</View> : null}
        <View className='confirm-dialog__button confirm-dialog__button--confirm' onClick={onConfirm}>{confirmText}</View>
      </View>
    </View>
  )
}

/** Asks and resolves true (confirmed) or false (cancelled, or dismissed on the mask). */
export function confirm (dialogs: Pick<DialogStore, 'open'>, texts: DialogTexts): Promise<boolean> {
  return dialogs.open<boolean>({
    dismissValue: false,
    render: (close) => <ConfirmDialog {...texts} onConfirm={() => close(true)} onCancel={() => close(false)} />
  })
}
