/**
 * The guessing game's modal screens (002 §2), opened through the page's one
 * dialog host: the wrong-answer dialog, the win dialog, my awards, an
 * award's detail (redeem codes with copy, shipping info), the address form
 * and the address book. Each observes the store; none keeps state of its own.
 */
import { observer } from 'mobx-react'
import { ScrollView, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { formatServerTime } from '@/lib/time'
import { AddressBookPanel } from '@/ui/AddressBook'
import { ClaimFormPanel } from '@/ui/ClaimForm'
import { confirm, type DialogStore } from '@/ui/Dialog'
import { Img } from '@/ui/Img'
import { PrizeDialog } from '@/ui/PrizeDialog'
import { needsAddress, sendStatusLabel, type GuessRecord, type WinFollowUp } from './model'
import type { GuessStore } from './store'

type Dialogs = Pick<DialogStore, 'open'>

const FOLLOW_UP_LABELS = { ok: 'guess.follow.ok', address: 'guess.follow.address', code: 'guess.follow.code' } as const
const minutes = (ms: number) => formatServerTime(ms).slice(0, 16)

function Code ({ store, label, value }: { store: GuessStore, label: string, value: string }) {
  return (
    <View className='guess-the-password__code'>
      <Text className='guess-the-password__code-label'>{label}</Text>
      <Text className='guess-the-password__code-value' selectable userSelect>{value}</Text>
      <Text className='guess-the-password__code-copy' onClick={() => { void store.copy(value) }}>{t('guess.record.copy')}</Text>
    </View>
  )
}

const RecordRow = observer(function RecordRow ({ store, record }: { store: GuessStore, record: GuessRecord }) {
  const status = sendStatusLabel(record.sendStatus)
  const fill = needsAddress(record)
  return (
    <View className='guess-the-password__record'>
      {record.awardImage ? <Img className='guess-the-password__record-image' src={record.awardImage} mode='aspectFit' lazyLoad /> : null}
      <View className='guess-the-password__record-text'>
        <Text className='guess-the-password__record-name'>{record.awardName}</Text>
        {record.wonAt !== undefined ? <Text className='guess-the-password__record-time'>{t('guess.record.wonAt', { time: minutes(record.wonAt) })}</Text> : null}
        {record.expireAt !== undefined ? <Text className='guess-the-password__record-time'>{t('guess.record.expireAt', { time: minutes(record.expireAt) })}</Text> : null}
        {record.code ? <Code store={store} label={t('guess.record.code')} value={record.code} /> : null}
        {record.secret ? <Code store={store} label={t('guess.record.secret')} value={record.secret} /> : null}
        {record.receiver ? <Text className='guess-the-password__record-time'>{[record.receiver.name, record.receiver.mobile, record.receiver.address].filter(Boolean).join(' ')}</Text> : null}
      </View>
      {fill
        ? <Text className='guess-the-password__record-button' onClick={() => { void store.openForm(record) }}>{t('guess.record.fillAddress')}</Text>
        : status ? <Text className={`guess-the-password__record-status guess-the-password__record-status--${record.sendStatus ?? 0}`} onClick={() => store.openDetail(record)}>{t(status)}</Text> : null}
    </View>
  )
})

const RecordList = observer(function RecordList ({ store, close }: { store: GuessStore, close: () => void }) {
  const records = store.records
  return (
    <View className='guess-the-password__panel' role='dialog'>
      <View className='guess-the-password__panel-head'>
        <Text className='guess-the-password__panel-title'>{t('guess.records.title')}</Text>
        <Text className='guess-the-password__panel-close' onClick={close}>×</Text>
      </View>
      <ScrollView className='guess-the-password__panel-list' scrollY>
        {records && records.length === 0 ? <Text className='guess-the-password__panel-empty'>{t('guess.records.empty')}</Text> : null}
        {(records ?? []).map((record) => <RecordRow key={String(record.recordId)} store={store} record={record} />)}
      </ScrollView>
    </View>
  )
})

function Detail ({ store, record, close }: { store: GuessStore, record: GuessRecord, close: () => void }) {
  return (
    <View className='guess-the-password__panel guess-the-password__panel--detail' role='dialog'>
      <View className='guess-the-password__panel-head'>
        <Text className='guess-the-password__panel-title'>{record.awardName}</Text>
        <Text className='guess-the-password__panel-close' onClick={close}>×</Text>
      </View>
      {record.code ? <Code store={store} label={t('guess.record.code')} value={record.code} /> : null}
      {record.secret ? <Code store={store} label={t('guess.record.secret')} value={record.secret} /> : null}
      {record.illustrate ? <Text className='guess-the-password__detail-desc'>{record.illustrate}</Text> : null}
      {record.receiver
        ? (
          <View className='guess-the-password__shipping'>
            <Text className='guess-the-password__code-label'>{t('guess.record.shipping')}</Text>
            <Text className='guess-the-password__detail-desc'>{[record.receiver.name, record.receiver.mobile].filter(Boolean).join(' ')}</Text>
            <Text className='guess-the-password__detail-desc'>{record.receiver.address}</Text>
          </View>
          )
        : null}
      <View className='guess-the-password__panel-button' onClick={close}>{t('guess.detail.close')}</View>
    </View>
  )
}

const Form = observer(function Form ({ store }: { store: GuessStore }) {
  const form = store.form
  if (!form) return null
  return (
    <ClaimFormPanel
      values={form.values}
      step={form.step}
      labels={{
        title: t('guess.form.title'),
        address: t('guess.form.address'),
        pickAddress: t('guess.form.pickAddress'),
        name: t('guess.form.name'),
        namePlaceholder: t('guess.form.namePlaceholder'),
        mobile: t('guess.form.mobile'),
        mobilePlaceholder: t('guess.form.mobilePlaceholder'),
        warnSave: t('guess.form.warnSave'),
        warnSubmit: t('guess.form.warnSubmit'),
        submit: t('guess.form.submit'),
        confirm: t('guess.form.confirm'),
        back: t('guess.form.back'),
        submitted: t('guess.form.submitted')
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
  /** failReasonCode 1 (002 §4): the scene's errorAnswerTip. */
  wrong (dialogs: Dialogs, tip: string): Promise<boolean> {
    return confirm(dialogs, { title: t('guess.wrong.title'), message: tip, confirmText: t('guess.wrong.ok') })
  },
  win (dialogs: Dialogs, record: GuessRecord | undefined, buttons: WinFollowUp[]): Promise<WinFollowUp> {
    return dialogs.open<WinFollowUp>({
      dismissValue: 'ok',
      render: (close) => (
        <PrizeDialog
          title={t('guess.win.title')}
          prizeName={record?.awardName}
          image={record?.awardImage}
          desc={record?.illustrate}
          buttons={buttons.map((value) => ({ value, label: t(FOLLOW_UP_LABELS[value]) }))}
          onChoose={close}
        />
      )
    })
  },
  records (dialogs: Dialogs, store: GuessStore): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: (close) => <RecordList store={store} close={() => close(undefined)} /> })
  },
  detail (dialogs: Dialogs, store: GuessStore, record: GuessRecord): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: (close) => <Detail store={store} record={record} close={() => close(undefined)} /> })
  },
  form (dialogs: Dialogs, store: GuessStore): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: () => <Form store={store} /> })
  },
  addresses (dialogs: Dialogs, store: GuessStore): Promise<void> {
    return dialogs.open<void>({
      dismissValue: undefined,
      render: (close) => (
        <AddressBookPanel
          book={store.addressBook}
          labels={{
            title: t('guess.address.title'),
            add: t('guess.address.add'),
            edit: t('guess.address.edit'),
            remove: t('guess.address.delete'),
            isDefault: t('guess.address.default'),
            setDefault: t('guess.address.setDefault'),
            complete: t('guess.address.complete'),
            empty: t('guess.address.empty')
          }}
          onPick={(entry) => { void store.pickAddress(entry, () => close(undefined)) }}
        />
      )
    })
  }
}
