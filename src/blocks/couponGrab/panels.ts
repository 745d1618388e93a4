/** The coupon grab's dialogs (001 §8), opened through the page's one dialog host. */
import { t } from '@/i18n'
import type { DialogStore } from '@/stores/dialogs'
import { confirm } from '@/ui/Dialog'
import type { CouponGrabPrompts } from './store'

/** The coupon grab's prompts, drawn in the page's dialog host. */
export function couponGrabPanels (dialogs: Pick<DialogStore, 'open'>): CouponGrabPrompts {
  return {
    grabbed: () => confirm(dialogs, { title: t('couponGrab.success'), confirmText: t('couponGrab.success.ok') }),
    cancelBooking: () => confirm(dialogs, {
      title: t('couponGrab.cancel.title'),
      message: t('couponGrab.cancel.body'),
      confirmText: t('couponGrab.cancel.confirm'),
      cancelText: t('couponGrab.cancel.keep')
    })
  }
}
