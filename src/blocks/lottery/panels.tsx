/**
 * The prize draw's modal screens (002 §2), opened through the page's one
 * dialog host: the result, the task list, my prizes, a prize's detail (redeem
 * codes, shipping info) and the contact dialog (the address form and book:
 * the store's claimForm). Each observes the store; none keeps state of its own.
 */
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { claimPanels } from '@/flows/prizeClaim/panels'
import { t } from '@/i18n'
import { formatServerTime } from '@/lib/time'
import type { DialogStore } from '@/stores/dialogs'
import { confirm } from '@/ui/Dialog'
import { Img } from '@/ui/Img'
import { PrizeDialog } from '@/ui/PrizeDialog'
import { PrizeCode, PrizeNote, PrizePanel, PrizePanelButton, PrizePanelList, PrizeShipping } from '@/ui/PrizePanel'
import { CountdownText } from '@/ui/CountdownText'
import { Tap } from '@/ui/Tap'
import { TickWrapper } from '@/ui/TickWrapper'
import { FOLLOW_UP_LABELS, recordButton, type FollowUp, type PrizeRecord } from './records'
import { taskButton, taskName, taskProgress } from './tasks'
import type { LotteryPrompts, LotteryStore } from './store'

type Dialogs = Pick<DialogStore, 'open'>

const TaskList = observer(function TaskList ({ store, close }: { store: LotteryStore, close: () => void }) {
  const { look } = store.settings
  const tasks = store.tasks
  return (
    <PrizePanel
      block='lottery'
      modifier='tasks'
      title={t('lottery.tasks.title')}
      head={look.taskHeaderImage ? <Img className='lottery__panel-head-image' src={look.taskHeaderImage} mode='widthFix' /> : undefined}
      headStyle={look.taskHeaderColor ? { background: look.taskHeaderColor } : undefined}
      closeLabel={t('lottery.detail.close')}
      onClose={close}
    >
      {store.tip ? <Text className='lottery__tip'>{store.tip}</Text> : null}
      <PrizePanelList block='lottery' emptyText={tasks && tasks.length === 0 ? t('lottery.tasks.empty') : undefined}>
        {(tasks ?? []).map((task, i) => {
          const button = taskButton(task, store.settings.status)
          const progress = taskProgress(task)
          const name = taskName(task)
          return (
            <View key={`${String(task.typeNumber)}-${i}`} className='prize-row lottery__task'>
              <View className='prize-row__text lottery__task-text'>
                <Text className='prize-row__name lottery__task-name'>{name}</Text>
                <Text className='prize-row__line lottery__task-reward'>{t('lottery.task.reward', { count: task.lotteryTimes })}</Text>
                {progress ? <Text className='prize-row__line lottery__task-progress'>{t(progress.key, progress.params)}</Text> : null}
                {task.type === 'arrivalShopOrder' ? <Text className='prize-row__line lottery__task-hint'>{t('lottery.task.arrivalShopHint')}</Text> : null}
              </View>
              <Tap
                className={`prize-row__button lottery__task-button${button.disabled ? ' lottery__task-button--off' : ''}`}
                label={t('lottery.a11y.rowButton', { action: t(button.label), name })}
                disabled={button.disabled}
                onTap={() => { if (button.action !== 'none') void store.tapTask(task) }}
              >{t(button.label)}</Tap>
            </View>
          )
        })}
      </PrizePanelList>
    </PrizePanel>
  )
})

const RecordRow = observer(function RecordRow ({ store, record }: { store: LotteryStore, record: PrizeRecord }) {
  const button = recordButton(record, store.serverNow())
  return (
    <View className='prize-row lottery__record'>
      {record.awardImage ? <Img className='prize-row__image lottery__record-image' src={record.awardImage} mode='aspectFit' lazyLoad /> : null}
      <View className='prize-row__text lottery__record-text'>
        <Text className='prize-row__name lottery__record-name'>{record.awardName}</Text>
        {record.wonAt !== undefined ? <Text className='prize-row__line lottery__record-time'>{t('lottery.record.wonAt', { time: formatServerTime(record.wonAt).slice(0, 16) })}</Text> : null}
        {button.countdownTo !== undefined
          ? <View className='prize-row__line lottery__record-expiry'><TickWrapper><CountdownText target={button.countdownTo} /></TickWrapper><Text>{t('lottery.record.expiresIn')}</Text></View>
          : null}
      </View>
      <Tap
        className={`prize-row__button lottery__record-button${button.disabled ? ' lottery__record-button--off' : ''}`}
        label={t('lottery.a11y.rowButton', { action: t(button.label), name: record.awardName })}
        disabled={button.disabled}
        onTap={() => { if (!button.disabled) void store.tapRecord(record) }}
      >{t(button.label)}</Tap>
    </View>
  )
})

const RecordList = observer(function RecordList ({ store, close }: { store: LotteryStore, close: () => void }) {
  const records = store.records
  return (
    <PrizePanel block='lottery' modifier='records' title={t('lottery.records.title')} closeLabel={t('lottery.detail.close')} onClose={close}>
      <PrizePanelList block='lottery' emptyText={records && records.length === 0 ? t('lottery.records.empty') : undefined}>
        {(records ?? []).map((record) => <RecordRow key={String(record.id)} store={store} record={record} />)}
      </PrizePanelList>
    </PrizePanel>
  )
})

function Detail ({ store, record, close }: { store: LotteryStore, record: PrizeRecord, close: () => void }) {
  const copy = (value: string) => { void store.copy(value) }
  return (
    <PrizePanel block='lottery' modifier='detail' title={record.awardName} closeLabel={t('lottery.detail.close')} onClose={close}>
      {record.redeemCode ? <PrizeCode block='lottery' label={t('lottery.detail.code')} value={record.redeemCode} copyText={t('lottery.detail.copy')} onCopy={copy} /> : null}
      {record.redeemSecret ? <PrizeCode block='lottery' label={t('lottery.detail.secret')} value={record.redeemSecret} copyText={t('lottery.detail.copy')} onCopy={copy} /> : null}
      {record.redeemUseDesc ? <PrizeNote block='lottery'>{record.redeemUseDesc}</PrizeNote> : null}
      {record.address
        ? <PrizeShipping block='lottery' label={t('lottery.detail.shipping')} receiver={[record.address.username, record.address.mobile].filter(Boolean).join(' ')} address={record.address.address ?? ''} />
        : null}
      <PrizePanelButton block='lottery' label={t('lottery.detail.close')} onTap={close} />
    </PrizePanel>
  )
}

/** The prize draw's prompts, drawn in the page's dialog host. */
export function lotteryPanels (dialogs: Dialogs): LotteryPrompts {
  return {
    ...claimPanels(dialogs),
    result (texts) {
      return dialogs.open<FollowUp>({
        label: texts.title,
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
    tasks (store) {
      return dialogs.open<void>({ label: t('lottery.tasks.title'), dismissValue: undefined, render: (close) => <TaskList store={store} close={() => close(undefined)} /> })
    },
    records (store) {
      return dialogs.open<void>({ label: t('lottery.records.title'), dismissValue: undefined, render: (close) => <RecordList store={store} close={() => close(undefined)} /> })
    },
    detail (store, record) {
      return dialogs.open<void>({ label: record.awardName || t('lottery.records.title'), dismissValue: undefined, render: (close) => <Detail store={store} record={record} close={() => close(undefined)} /> })
    },
    contact () {
      return confirm(dialogs, { title: t('lottery.contact.title'), message: t('lottery.contact.message'), confirmText: t('prize.contactSupport'), cancelText: t('lottery.contact.ok') })
    }
  }
}
