/**
 * The cashback campaign's modal screens (002 §2), opened through the page's
 * one dialog host: the cashback success dialog, the award detail (cash and
 * express data), the address form and the address book. Each observes the
 * store; none keeps state of its own.
 */
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { imageUrl } from '@/lib/config'
import { formatServerTime, parseServerTime } from '@/lib/time'
import type { CashbackAwardDetail } from '@/services/cashback'
import { AddressBookPanel } from '@/ui/AddressBook'
import { ClaimFormPanel } from '@/ui/ClaimForm'
import type { DialogStore } from '@/ui/Dialog'
import { Img } from '@/ui/Img'
import { PrizeDialog } from '@/ui/PrizeDialog'
import { formatYuan, type CashbackRow } from './model'
import type { CashbackStore } from './store'

type Dialogs = Pick<DialogStore, 'open'>
export type SuccessChoice = 'ok' | 'wallet' | 'coupons'

function Line ({ label, value, copy }: { label: string, value: string, copy?: () => void }) {
  return (
    <View className='activity-transaction-back__detail-line'>
      <Text className='activity-transaction-back__detail-label'>{label}</Text>
      <Text className='activity-transaction-back__detail-value' selectable userSelect>{value}</Text>
      {copy ? <Text className='activity-transaction-back__detail-copy' onClick={copy}>{t('cashback.detail.copy')}</Text> : null}
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
    <View className='activity-transaction-back__panel' role='dialog'>
      <View className='activity-transaction-back__panel-head'>
        <Text className='activity-transaction-back__panel-title'>{t('cashback.detail.title')}</Text>
        <Text className='activity-transaction-back__panel-close' onClick={close}>×</Text>
      </View>
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
      <View className='activity-transaction-back__panel-button' onClick={close}>{t('cashback.detail.close')}</View>
    </View>
  )
}

const Form = observer(function Form ({ store }: { store: CashbackStore }) {
  const form = store.form
  if (!form) return null
  return (
    <ClaimFormPanel
      values={form.values}
      step={form.step}
      labels={{
        title: t('cashback.form.title'),
        address: t('cashback.form.address'),
        pickAddress: t('cashback.form.pickAddress'),
        name: t('cashback.form.name'),
        namePlaceholder: t('cashback.form.namePlaceholder'),
        mobile: t('cashback.form.mobile'),
        mobilePlaceholder: t('cashback.form.mobilePlaceholder'),
        warnSave: t('cashback.form.warnSave'),
        warnSubmit: t('cashback.form.warnSubmit'),
        submit: t('cashback.form.submit'),
        confirm: t('cashback.form.confirm'),
        back: t('cashback.form.back'),
        submitted: t('cashback.form.submitted')
      }}
      onChange={(field, value) => store.editForm(field, value)}
      onPickAddress={() => { void store.openAddressBook() }}
      onSubmit={() => store.submitForm()}
      onBack={() => store.backToForm()}
      onConfirm={() => { void store.confirmForm() }}
    />
  )
})

export const panels = {
  /** The cashback success dialog: the prize, a line by type and, for cash and coupons, where to see them. */
  success (dialogs: Dialogs, texts: { name?: string, image?: string, desc: string, follow?: 'wallet' | 'coupons' }): Promise<SuccessChoice> {
    const buttons: Array<{ value: SuccessChoice, label: string }> = [
      ...(texts.follow === 'wallet' ? [{ value: 'wallet' as const, label: t('cashback.success.wallet') }] : []),
      ...(texts.follow === 'coupons' ? [{ value: 'coupons' as const, label: t('cashback.success.coupons') }] : []),
      { value: 'ok', label: t('cashback.success.ok') }
    ]
    return dialogs.open<SuccessChoice>({
      dismissValue: 'ok',
      render: (close) => <PrizeDialog title={t('cashback.success.title')} prizeName={texts.name} image={texts.image} desc={texts.desc} buttons={buttons} onChoose={close} />
    })
  },
  awardDetail (dialogs: Dialogs, store: CashbackStore, row: CashbackRow, detail: CashbackAwardDetail): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: (close) => <AwardDetail store={store} row={row} detail={detail} close={() => close(undefined)} /> })
  },
  form (dialogs: Dialogs, store: CashbackStore): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: () => <Form store={store} /> })
  },
  addresses (dialogs: Dialogs, store: CashbackStore): Promise<void> {
    return dialogs.open<void>({
      dismissValue: undefined,
      render: (close) => (
        <AddressBookPanel
          book={store.addressBook}
          labels={{
            title: t('cashback.address.title'),
            add: t('cashback.address.add'),
            edit: t('cashback.address.edit'),
            remove: t('cashback.address.delete'),
            isDefault: t('cashback.address.default'),
            setDefault: t('cashback.address.setDefault'),
            complete: t('cashback.address.complete'),
            empty: t('cashback.address.empty')
          }}
          onPick={(entry) => { void store.pickAddress(entry, () => close(undefined)) }}
        />
      )
    })
  }
}
