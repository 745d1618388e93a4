/**
 * The prize draw's modal screens (002 §2), opened through the page's one
 * dialog host: the result, the task list, my prizes, a prize's detail (redeem
 * codes, shipping info), the contact dialog, the address form and the
 * address book. Each observes the store; none keeps state of its own.
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
import { CountdownText } from '@/ui/CountdownText'
import { TickWrapper } from '@/ui/TickWrapper'
import { FOLLOW_UP_LABELS, recordButton, type FollowUp, type PrizeRecord } from './records'
import { taskButton, taskName, taskProgress } from './tasks'
import type { LotteryStore } from './store'

type Dialogs = Pick<DialogStore, 'open'>

export interface ResultTexts {
  title: string
  prizeName?: string
  image?: string
  desc?: string
  buttons: FollowUp[]
}

const TaskList = observer(function TaskList ({ store, close }: { store: LotteryStore, close: () => void }) {
  const { look } = store.settings
  const tasks = store.tasks
  return (
    <View className='lottery__panel lottery__panel--tasks' role='dialog'>
      <View className='lottery__panel-head' style={look.taskHeaderColor ? { background: look.taskHeaderColor } : undefined}>
        {look.taskHeaderImage ? <Img className='lottery__panel-head-image' src={look.taskHeaderImage} mode='widthFix' /> : <Text className='lottery__panel-title'>{t('lottery.tasks.title')}</Text>}
        <Text className='lottery__panel-close' onClick={close}>×</Text>
      </View>
      {store.tip ? <Text className='lottery__tip'>{store.tip}</Text> : null}
      <ScrollView className='lottery__panel-list' scrollY>
        {tasks && tasks.length === 0 ? <Text className='lottery__panel-empty'>{t('lottery.tasks.empty')}</Text> : null}
        {(tasks ?? []).map((task, i) => {
          const button = taskButton(task)
          const progress = taskProgress(task)
          return (
            <View key={`${String(task.typeNumber)}-${i}`} className='lottery__task'>
              <View className='lottery__task-text'>
                <Text className='lottery__task-name'>{taskName(task)}</Text>
                <Text className='lottery__task-reward'>{t('lottery.task.reward', { count: task.lotteryTimes })}</Text>
                {progress ? <Text className='lottery__task-progress'>{t(progress.key, progress.params)}</Text> : null}
                {task.type === 'arrivalShopOrder' ? <Text className='lottery__task-hint'>{t('lottery.task.arrivalShopHint')}</Text> : null}
              </View>
              <Text
                className={`lottery__task-button${button.disabled ? ' lottery__task-button--off' : ''}`}
                onClick={() => { if (!button.disabled) void store.tapTask(task) }}
              >{t(button.label)}</Text>
            </View>
          )
        })}
      </ScrollView>
    </View>
  )
})

const RecordRow = observer(function RecordRow ({ store, record }: { store: LotteryStore, record: PrizeRecord }) {
  const button = recordButton(record, store.serverNow())
  return (
    <View className='lottery__record'>
      {record.awardImage ? <Img className='lottery__record-image' src={record.awardImage} mode='aspectFit' lazyLoad /> : null}
      <View className='lottery__record-text'>
        <Text className='lottery__record-name'>{record.awardName}</Text>
        {record.wonAt !== undefined ? <Text className='lottery__record-time'>{t('lottery.record.wonAt', { time: formatServerTime(record.wonAt).slice(0, 16) })}</Text> : null}
        {button.countdownTo !== undefined
          ? <View className='lottery__record-expiry'><TickWrapper><CountdownText target={button.countdownTo} /></TickWrapper><Text>{t('lottery.record.expiresIn')}</Text></View>
          : null}
      </View>
      <Text
        className={`lottery__record-button${button.disabled ? ' lottery__record-button--off' : ''}`}
        onClick={() => { if (!button.disabled) void store.tapRecord(record) }}
      >{t(button.label)}</Text>
    </View>
  )
})

const RecordList = observer(function RecordList ({ store, close }: { store: LotteryStore, close: () => void }) {
  const records = store.records
  return (
    <View className='lottery__panel lottery__panel--records' role='dialog'>
      <View className='lottery__panel-head'>
        <Text className='lottery__panel-title'>{t('lottery.records.title')}</Text>
        <Text className='lottery__panel-close' onClick={close}>×</Text>
      </View>
      <ScrollView className='lottery__panel-list' scrollY>
        {records && records.length === 0 ? <Text className='lottery__panel-empty'>{t('lottery.records.empty')}</Text> : null}
        {(records ?? []).map((record) => <RecordRow key={String(record.id)} store={store} record={record} />)}
      </ScrollView>
    </View>
  )
})

function Detail ({ store, record, close }: { store: LotteryStore, record: PrizeRecord, close: () => void }) {
  return (
    <View className='lottery__panel lottery__panel--detail' role='dialog'>
      <View className='lottery__panel-head'>
        <Text className='lottery__panel-title'>{record.awardName}</Text>
        <Text className='lottery__panel-close' onClick={close}>×</Text>
      </View>
      {record.redeemCode
        ? (
          <View className='lottery__code'>
            <Text className='lottery__code-label'>{t('lottery.detail.code')}</Text>
            <Text className='lottery__code-value' selectable userSelect>{record.redeemCode}</Text>
            <Text className='lottery__code-copy' onClick={() => { void store.copy(record.redeemCode ?? '') }}>{t('lottery.detail.copy')}</Text>
          </View>
          )
        : null}
      {record.redeemSecret
        ? (
          <View className='lottery__code'>
            <Text className='lottery__code-label'>{t('lottery.detail.secret')}</Text>
            <Text className='lottery__code-value' selectable userSelect>{record.redeemSecret}</Text>
            <Text className='lottery__code-copy' onClick={() => { void store.copy(record.redeemSecret ?? '') }}>{t('lottery.detail.copy')}</Text>
          </View>
          )
        : null}
      {record.redeemUseDesc ? <Text className='lottery__detail-desc'>{record.redeemUseDesc}</Text> : null}
      {record.address
        ? (
          <View className='lottery__shipping'>
            <Text className='lottery__code-label'>{t('lottery.detail.shipping')}</Text>
            <Text className='lottery__detail-desc'>{[record.address.username, record.address.mobile].filter(Boolean).join(' ')}</Text>
            <Text className='lottery__detail-desc'>{record.address.address ?? ''}</Text>
          </View>
          )
        : null}
      <View className='lottery__panel-button' onClick={close}>{t('lottery.detail.close')}</View>
    </View>
  )
}

const Form = observer(function Form ({ store }: { store: LotteryStore }) {
  const form = store.form
  if (!form) return null
  return (
    <ClaimFormPanel
      values={form.values}
      step={form.step}
      labels={{
        title: t('lottery.form.title'),
        address: t('lottery.form.address'),
        pickAddress: t('lottery.form.pickAddress'),
        name: t('lottery.form.name'),
        namePlaceholder: t('lottery.form.namePlaceholder'),
        mobile: t('lottery.form.mobile'),
        mobilePlaceholder: t('lottery.form.mobilePlaceholder'),
        warnSave: t('lottery.form.warnSave'),
        warnSubmit: t('lottery.form.warnSubmit'),
        submit: t('lottery.form.submit'),
        confirm: t('lottery.form.confirm'),
        back: t('lottery.form.back'),
        submitted: t('lottery.form.submitted')
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
  result (dialogs: Dialogs, texts: ResultTexts): Promise<FollowUp> {
    return dialogs.open<FollowUp>({
      dismissValue: 'ok',
      render: (close) => (
        <PrizeDialog
          title={texts.title}
          prizeName={texts.prizeName}
          image={texts.image}
          desc={texts.desc}
          buttons={texts.buttons.map((value) => ({ value, label: t(FOLLOW_UP_LABELS[value]) }))}
          onChoose={close}
        />
      )
    })
  },
  tasks (dialogs: Dialogs, store: LotteryStore): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: (close) => <TaskList store={store} close={() => close(undefined)} /> })
  },
  records (dialogs: Dialogs, store: LotteryStore): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: (close) => <RecordList store={store} close={() => close(undefined)} /> })
  },
  detail (dialogs: Dialogs, store: LotteryStore, record: PrizeRecord): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: (close) => <Detail store={store} record={record} close={() => close(undefined)} /> })
  },
  /** 13606027, or a failed automatic prize: contact customer service. Resolves true for 联系客服, false for 我知道了 (or the mask). */
  contact (dialogs: Dialogs): Promise<boolean> {
    return confirm(dialogs, { title: t('lottery.contact.title'), message: t('lottery.contact.message'), confirmText: t('prize.contactSupport'), cancelText: t('lottery.contact.ok') })
  },
  form (dialogs: Dialogs, store: LotteryStore): Promise<void> {
    return dialogs.open<void>({ dismissValue: undefined, render: () => <Form store={store} /> })
  },
  addresses (dialogs: Dialogs, store: LotteryStore): Promise<void> {
    return dialogs.open<void>({
      dismissValue: undefined,
      render: (close) => (
        <AddressBookPanel
          book={store.addressBook}
          labels={{
            title: t('lottery.address.title'),
            add: t('lottery.address.add'),
            edit: t('lottery.address.edit'),
            remove: t('lottery.address.delete'),
            isDefault: t('lottery.address.default'),
            setDefault: t('lottery.address.setDefault'),
            complete: t('lottery.address.complete'),
            empty: t('lottery.address.empty')
          }}
          onPick={(entry) => { void store.pickAddress(entry, () => close(undefined)) }}
        />
      )
    })
  }
}
