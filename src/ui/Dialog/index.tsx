import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import type { DialogStore } from '@/stores/dialogs'
import { useStores } from '@/stores'
import { displayAttrs } from '../display'
import { Tap } from '../Tap'
import { useModalFocus } from './focus'
import './index.scss'
import { roleOf } from '../a11y'

/**
 * Renders the page's open dialog (the newest) once, at the page root, above
 * everything: no ancestor's transform, overflow or stacking context can clip
 * or misplace it. `catchMove` keeps the page from scrolling under it in
 * mini-programs. A modal dialog to readers, named by its request's label: on
 * H5 it takes the focus as it opens and gives it back as it closes, keeps Tab
 * inside it, and Escape dismisses it (focus.h5.ts). The mask is a second way
 * to dismiss for a finger only: hidden from readers, who have the dialog's
 * own buttons and Escape.
 */
export const DialogHost = observer(function DialogHost () {
  const { dialogs, display } = useStores()
  const look = displayAttrs(display.display)
  const top = dialogs.top
  const body = useModalFocus(top?.id, dialogs.escapeTop)
  if (!top) return null
  return (
    <View className={`dialog-host${look.elderlyClass}`} style={look.style} catchMove>
      {/* eslint-disable-next-line no-restricted-syntax -- a finger's second way to dismiss, hidden from readers (the dialog's own buttons and Escape) */}
      <View className='dialog-host__mask' aria-hidden onClick={dialogs.dismissTop} />
      <View className='dialog-host__body' key={top.id} id={`dialog-${top.id}`} {...roleOf('dialog')} aria-modal aria-label={top.label} ref={body as never}>
        {top.render((result) => dialogs.close(top.id, result))}
      </View>
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
    <View className='confirm-dialog'>
      <Text className='confirm-dialog__title'>{title}</Text>
      {message ? <Text className='confirm-dialog__message'>{message}</Text> : null}
      <View className='confirm-dialog__buttons'>
        {cancelText ? <Tap className='confirm-dialog__button confirm-dialog__button--cancel' label={cancelText} onTap={onCancel}>{cancelText}</Tap> : null}
        <Tap className='confirm-dialog__button confirm-dialog__button--confirm' label={confirmText} onTap={onConfirm}>{confirmText}</Tap>
      </View>
    </View>
  )
}

/** Asks and resolves true (confirmed) or false (cancelled, or dismissed on the mask). */
export function confirm (dialogs: Pick<DialogStore, 'open'>, texts: DialogTexts): Promise<boolean> {
  return dialogs.open<boolean>({
    label: texts.title,
    dismissValue: false,
    render: (close) => <ConfirmDialog {...texts} onConfirm={() => close(true)} onCancel={() => close(false)} />
  })
}
