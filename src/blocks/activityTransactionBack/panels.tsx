/**
 * The cashback campaign's modal screens (002 §2), opened through the page's
 * one dialog host: the cashback success dialog and the award detail (cash and
 * express data) (the address form and book: the store's claimForm). None
 * keeps state of its own.
 */
import { Text, View } from '@tarojs/components'
import { claimPanels } from '@/flows/prizeClaim/panels'
import { t } from '@/i18n'
import { imageUrl } from '@/lib/config'
import { formatServerTime, parseServerTime } from '@/lib/time'
import type { CashbackAwardDetail } from '@/services/cashback'
import type { DialogStore } from '@/stores/dialogs'
import { Img } from '@/ui/Img'
import { PrizeDialog } from '@/ui/PrizeDialog'
import { PrizePanel, PrizePanelButton } from '@/ui/PrizePanel'
import { Tap } from '@/ui/Tap'
import { formatYuan, type CashbackRow } from './model'
import type { CashbackPrompts, CashbackStore, SuccessChoice } from './store'

type Dialogs = Pick<DialogStore, 'open'>

function Line ({ label, value, copy }: { label: string, value: string, copy?: () => void }) {
  return (
    <View className='activity-transaction-back__detail-line'>
      <Text className='activity-transaction-back__detail-label'>{label}</Text>
      <Text className='activity-transaction-back__detail-value' selectable userSelect>{value}</Text>
      {copy ? <Tap className='activity-transaction-back__detail-copy' label={`${t('cashback.detail.copy')}${label}`} onTap={copy}>{t('cashback.detail.copy')}</Tap> : null}
    </View>
  )
}

/** The award detail: the prize, then the cash sent (amount, account, time) or the parcel (company, number with copy, receiver). */
export function AwardDetail ({ store, row, detail, close }: { store: Pick<CashbackStore, 'copy'>, row: CashbackRow, detail: CashbackAwardDetail, close: () => void }) {
  const cash = detail.cashReceiveData ?? undefined
  const entity = detail.entityReceiveData ?? undefined
  const name = detail.awardName ?? row.awardName
  const image = imageUrl(detail.awardImage) ?? row.awardImage
  const cashAt = parseServerTime(cash?.receiveDt)
  const receiver = entity ? [entity.name, entity.mobile].filter(Boolean).join(' ') : ''
  return (
    <PrizePanel block='activity-transaction-back' title={t('cashback.detail.title')} closeLabel={t('cashback.detail.close')} onClose={close}>
      {image ? <Img className='activity-transaction-back__detail-image' src={image} mode='aspectFit' /> : null}
      {name ? <Text className='activity-transaction-back__detail-name'>{name}</Text> : null}
      {cash
        ? (
          <View className='activity-transaction-back__detail-group'>
            {cash.amount !== undefined && cash.amount !== null ? <Line label={t('cashback.detail.cashAmount')} value={t('cashback.yuan', { amount: formatYuan(cash.amount) })} /> : null}
            {cash.account ? <Line label={t('cashback.detail.cashAccount')} value={cash.account} /> : null}
            {cashAt !== undefined ? <Line label={t('cashback.detail.receivedAt')} value={formatServerTime(cashAt).slice(0, 16)} /> : null}
          </View>
          )
        : null}
      {entity
        ? (
          <View className='activity-transaction-back__detail-group'>
            {entity.expressNo
              ? (
                <>
                  {entity.expressCompany ? <Line label={t('cashback.detail.expressCompany')} value={entity.expressCompany} /> : null}
                  <Line label={t('cashback.detail.expressNo')} value={entity.expressNo} copy={() => { void store.copy(entity.expressNo ?? '') }} />
                </>
                )
              : <Text className='activity-transaction-back__detail-note'>{t('cashback.detail.expressPending')}</Text>}
            {receiver || entity.address
              ? <Line label={t('cashback.detail.receiver')} value={[receiver, entity.address].filter(Boolean).join('\n')} />
              : null}
          </View>
          )
        : null}
      <PrizePanelButton block='activity-transaction-back' label={t('cashback.detail.close')} onTap={close} />
    </PrizePanel>
  )
}

/** The cashback campaign's prompts, drawn in the page's dialog host. */
export function cashbackPanels (dialogs: Dialogs): CashbackPrompts {
  return {
    ...claimPanels(dialogs),
    success (texts) {
      const buttons: Array<{ value: SuccessChoice, label: string }> = [
        ...(texts.follow === 'wallet' ? [{ value: 'wallet' as const, label: t('cashback.success.wallet') }] : []),
        ...(texts.follow === 'coupons' ? [{ value: 'coupons' as const, label: t('cashback.success.coupons') }] : []),
        { value: 'ok', label: t('cashback.success.ok') }
      ]
      return dialogs.open<SuccessChoice>({
        label: t('cashback.success.title'),
        dismissValue: 'ok',
        render: (close) => <PrizeDialog title={t('cashback.success.title')} prizeName={texts.name} image={texts.image} desc={texts.desc} buttons={buttons} onChoose={close} />
      })
    },
    awardDetail (store, row, detail) {
      return dialogs.open<void>({ label: t('cashback.detail.title'), dismissValue: undefined, render: (close) => <AwardDetail store={store} row={row} detail={detail} close={() => close(undefined)} /> })
    }
  }
}
