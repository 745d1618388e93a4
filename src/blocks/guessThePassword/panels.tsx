/**
 * The guessing game's modal screens (002 §2), opened through the page's one
 * dialog host: the wrong-answer dialog, the win dialog, my awards, an
 * award's detail (redeem codes with copy, shipping info) (the address form
 * and book: the store's claimForm). Each observes the store; none keeps state of its own.
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
import { Tap } from '@/ui/Tap'
import { needsAddress, sendStatusLabel, type GuessRecord, type WinFollowUp } from './model'
import type { GuessPrompts, GuessStore } from './store'

type Dialogs = Pick<DialogStore, 'open'>

const FOLLOW_UP_LABELS = { ok: 'guess.follow.ok', address: 'guess.follow.address', code: 'guess.follow.code' } as const
const minutes = (ms: number) => formatServerTime(ms).slice(0, 16)

function Code ({ store, label, value }: { store: GuessStore, label: string, value: string }) {
  return <PrizeCode block='guess-the-password' label={label} value={value} copyText={t('guess.record.copy')} onCopy={(v) => { void store.copy(v) }} />
}

const RecordRow = observer(function RecordRow ({ store, record }: { store: GuessStore, record: GuessRecord }) {
  const status = sendStatusLabel(record.sendStatus)
  const fill = needsAddress(record)
  return (
    <View className='prize-row guess-the-password__record'>
      {record.awardImage ? <Img className='prize-row__image guess-the-password__record-image' src={record.awardImage} mode='aspectFit' lazyLoad /> : null}
      <View className='prize-row__text guess-the-password__record-text'>
        <Text className='prize-row__name guess-the-password__record-name'>{record.awardName}</Text>
        {record.wonAt !== undefined ? <Text className='prize-row__line guess-the-password__record-time'>{t('guess.record.wonAt', { time: minutes(record.wonAt) })}</Text> : null}
        {record.expireAt !== undefined ? <Text className='prize-row__line guess-the-password__record-time'>{t('guess.record.expireAt', { time: minutes(record.expireAt) })}</Text> : null}
        {record.receiver ? <Text className='prize-row__line guess-the-password__record-time'>{[record.receiver.name, record.receiver.mobile, record.receiver.address].filter(Boolean).join(' ')}</Text> : null}
      </View>
      {fill
        ? (
          <Tap className='prize-row__button guess-the-password__record-button' label={t('guess.a11y.rowButton', { action: t('guess.record.fillAddress'), name: record.awardName })} onTap={() => { void store.openForm(record) }}>
            {t('guess.record.fillAddress')}
          </Tap>
          )
        : status
          ? (
            <Tap
              className={`prize-row__button guess-the-password__record-status guess-the-password__record-status--${record.sendStatus ?? 0}`}
              label={t('guess.a11y.rowButton', { action: t(status), name: record.awardName })}
              onTap={() => store.openDetail(record)}
            >{t(status)}</Tap>
            )
          : null}
      {/* The codes on the row's whole width: in the text column a code broke into three lines at 375 px. */}
      {record.code || record.secret
        ? (
          <View className='prize-row__extra guess-the-password__record-codes'>
            {record.code ? <Code store={store} label={t('guess.record.code')} value={record.code} /> : null}
            {record.secret ? <Code store={store} label={t('guess.record.secret')} value={record.secret} /> : null}
          </View>
          )
        : null}
    </View>
  )
})

const RecordList = observer(function RecordList ({ store, close }: { store: GuessStore, close: () => void }) {
  const records = store.records
  return (
    <PrizePanel block='guess-the-password' title={t('guess.records.title')} closeLabel={t('guess.detail.close')} onClose={close}>
      <PrizePanelList block='guess-the-password' emptyText={records && records.length === 0 ? t('guess.records.empty') : undefined}>
        {(records ?? []).map((record) => <RecordRow key={String(record.recordId)} store={store} record={record} />)}
      </PrizePanelList>
    </PrizePanel>
  )
})

function Detail ({ store, record, close }: { store: GuessStore, record: GuessRecord, close: () => void }) {
  return (
    <PrizePanel block='guess-the-password' modifier='detail' title={record.awardName} closeLabel={t('guess.detail.close')} onClose={close}>
      {record.code ? <Code store={store} label={t('guess.record.code')} value={record.code} /> : null}
      {record.secret ? <Code store={store} label={t('guess.record.secret')} value={record.secret} /> : null}
      {record.illustrate ? <PrizeNote block='guess-the-password'>{record.illustrate}</PrizeNote> : null}
      {record.receiver
        ? <PrizeShipping block='guess-the-password' label={t('guess.record.shipping')} receiver={[record.receiver.name, record.receiver.mobile].filter(Boolean).join(' ')} address={record.receiver.address} />
        : null}
      <PrizePanelButton block='guess-the-password' label={t('guess.detail.close')} onTap={close} />
    </PrizePanel>
  )
}

/** The guessing game's prompts, drawn in the page's dialog host. */
export function guessPanels (dialogs: Dialogs): GuessPrompts {
  return {
    ...claimPanels(dialogs),
    wrong (tip) {
      return confirm(dialogs, { title: t('guess.wrong.title'), message: tip, confirmText: t('guess.wrong.ok') })
    },
    win (record, buttons) {
      return dialogs.open<WinFollowUp>({
        label: t('guess.win.title'),
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
    records (store) {
      return dialogs.open<void>({ label: t('guess.records.title'), dismissValue: undefined, render: (close) => <RecordList store={store} close={() => close(undefined)} /> })
    },
    detail (store, record) {
      return dialogs.open<void>({ label: record.awardName ?? t('guess.records.title'), dismissValue: undefined, render: (close) => <Detail store={store} record={record} close={() => close(undefined)} /> })
    }
  }
}
