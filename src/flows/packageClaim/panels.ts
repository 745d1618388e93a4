/** A package claim's dialogs drawn in the page's dialog host (001 §4, §8). */
import type { ReactNode } from 'react'
import { t } from '@/i18n'
import { ACTIVITY_FAILURES, ACTIVITY_PATHS } from '@/services/activity'
import type { DialogStore } from '@/stores/dialogs'
import { confirm } from '@/ui/Dialog'
import { SURGE_DIALOG_MS, type PackageClaimPrompts } from './packageClaims'

/** `renderSurge`: the expansion style's surge dialog, in the block's look. */
export function packageClaimPanels (dialogs: Pick<DialogStore, 'open'>, renderSurge: () => ReactNode = () => null): PackageClaimPrompts {
  return {
    surge: () => dialogs.open<void>({ label: t('coupon.package.surged'), render: () => renderSurge(), dismissValue: undefined, autoCloseMs: SURGE_DIALOG_MS, maskClosable: false }),
    prizeIssuing: () => confirm(dialogs, {
      title: t(ACTIVITY_FAILURES[ACTIVITY_PATHS.applyPromotionPackage].noAnswerDialog),
      message: t('prize.issuing.message'),
      confirmText: t('prize.contactSupport'),
      cancelText: t('prize.issuing.ok')
    })
  }
}
