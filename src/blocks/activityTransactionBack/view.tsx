import { useCallback, useEffect } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { formatServerTime } from '@/lib/time'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { confirm } from '@/ui/Dialog'
import { Img } from '@/ui/Img'
import { ProgressBar } from '@/ui/ProgressBar'
import { RatioImage } from '@/ui/RatioImage'
import { Tap } from '@/ui/Tap'
import { progressText, stateView, taskButton, type CashbackModel, type CashbackRow } from './model'
import type { CashbackStore } from './store'
import { ScreenWatch } from './watch'
import './style.scss'

/** 'MM-DD HH:mm' of a server time. */
const shortTime = (ms: number) => formatServerTime(ms).slice(5, 16)

const Row = observer(function Row ({ store, row }: { store: CashbackStore, row: CashbackRow }) {
  // Read so the row renders again when a reward's deadline passes (its button turns 已过期).
  void store.deadlinesReached
  const button = taskButton(row, store.serverNow())
  const deadline = row.record?.receiveStatus === 'unclaimed' && !button.disabled ? row.record.deadline : undefined
  const receivedAt = row.record?.receiveStatus === 'claimed' ? row.record.receiveAt : undefined
  return (
    <View className='activity-transaction-back__task'>
      {row.awardImage ? <Img className='activity-transaction-back__task-image' src={row.awardImage} mode='aspectFit' lazyLoad /> : null}
      <View className='activity-transaction-back__task-text'>
        <Text className='activity-transaction-back__task-name'>{row.name}</Text>
        {row.awardName ? <Text className='activity-transaction-back__task-award'>{t('cashback.award', { name: row.awardName })}</Text> : null}
        <Text className='activity-transaction-back__task-progress'>{progressText(row)}</Text>
        <ProgressBar className='activity-transaction-back__task-bar' percent={row.progress} />
        {deadline !== undefined ? <Text className='activity-transaction-back__task-note'>{t('cashback.deadline', { time: shortTime(deadline) })}</Text> : null}
        {receivedAt !== undefined ? <Text className='activity-transaction-back__task-note'>{t('cashback.receivedAt', { time: shortTime(receivedAt) })}</Text> : null}
      </View>
      {/* 去完成 opens a page (a link); the others act here. Named with the task it acts on (去完成 交易返现任务). */}
      <Tap
        className={`activity-transaction-back__task-button activity-transaction-back__task-button--${button.action}${button.disabled ? ' activity-transaction-back__task-button--off' : ''}`}
        role={button.action === 'go' ? 'link' : 'button'}
        label={t('cashback.a11y.rowButton', { action: t(button.label), name: row.name })}
        disabled={button.disabled}
        onTap={() => { if (!button.disabled) void store.tapRow(row) }}
      >{t(button.label)}</Tap>
    </View>
  )
})

/**
 * The task list's line without rows. Each variant is its own element (keyed), so a text that comes once the
 * visitor is known appears rather than moves; the pending line holds the same height.
 */
const EmptyTasks = observer(function EmptyTasks ({ store }: { store: CashbackStore }) {
  switch (store.emptyTasks) {
    case 'login':
      return <Tap key='login' className='activity-transaction-back__tasks-empty activity-transaction-back__tasks-login' label={t('cashback.tasks.login')} onTap={() => { void store.logInForTasks() }}>{t('cashback.tasks.login')}</Tap>
    case 'none':
      return <Text key='none' className='activity-transaction-back__tasks-empty'>{t('cashback.tasks.empty')}</Text>
    default:
      return <Text key='pending' className='activity-transaction-back__tasks-empty'>{'\u00a0'}</Text>
  }
})

const Tasks = observer(function Tasks ({ store }: { store: CashbackStore }) {
  const status = store.status
  if (!status || !stateView(status).showsTasks) return null
  const rows = store.rows
  return (
    <View className='activity-transaction-back__tasks'>
      <Text className='activity-transaction-back__tasks-title'>{t('cashback.tasks.title')}</Text>
      {rows.length ? rows.map((row) => <Row key={row.key} store={store} row={row} />) : <EmptyTasks store={store} />}
    </View>
  )
})

/**
 * The state image (or its text when the answer has none); a tap signs up or subscribes as the status code says.
 * The next session's line lies over the image's foot; under a button its line is always there (empty when no
 * session is awaited), so every state, and the loading one, is the same height: nothing below moves when the
 * status comes or changes.
 */
const State = observer(function State ({ model, store }: { model: CashbackModel, store: CashbackStore }) {
  const status = store.status
  if (store.failed) {
    // The status call failed with nothing to show: the state's place says so, and a tap asks again (the block
    // stays where it was: a vanishing block would move every block below it).
    return (
      <View key='failed' className='activity-transaction-back__state activity-transaction-back__state--failed'>
        <Tap className='activity-transaction-back__button activity-transaction-back__button--retry' label={t('cashback.failed')} onTap={() => { void store.retry() }}>{t('cashback.failed')}</Tap>
        <Text className='activity-transaction-back__next' />
      </View>
    )
  }
  if (!status) {
    // The status call is out (a later block may mount before its answer on a slow phone): the image's box when
    // its ratio is configured, else the button's place reading 加载中… with its line.
    // Keyed apart from the state: Taro's View sets a changed className a frame late (in an effect), so a reused
    // element kept the placeholder's `height: 0` around the image for a frame (the layout-shift test's 0.043).
    return (
      <View key='loading' className='activity-transaction-back__state activity-transaction-back__state--loading'>
        {model.aspectRatio
          ? <View className='activity-transaction-back__placeholder' style={{ paddingTop: `${(100 / model.aspectRatio).toFixed(4)}%` }} />
          : (
            <>
              <View className='activity-transaction-back__button activity-transaction-back__button--loading'>{t('cashback.loading')}</View>
              <Text className='activity-transaction-back__next' />
            </>
            )}
      </View>
    )
  }
  const view = stateView(status)
  const image = store.image()
  const tap = view.action === 'none' ? undefined : () => { void store.tapState() }
  // The state's words name the image (its picture says them) and the button; subscribing opens the host's page (a link).
  const label = t(view.label)
  const role = view.action === 'subscribe' ? 'link' : 'button'
  const next = store.nextStart
  const nextText = next !== undefined && next > store.serverNow() ? t('cashback.nextSession', { time: shortTime(next) }) : undefined
  return (
    <View key={`state-${status}`} className={`activity-transaction-back__state activity-transaction-back__state--${status}`}>
      {image
        ? (
          <>
            <RatioImage className='activity-transaction-back__image' src={image} aspectRatio={model.aspectRatio} lazy={false} alt={label} tap={tap ? { label, role, onTap: tap } : undefined} />
            {nextText ? <Text className='activity-transaction-back__next activity-transaction-back__next--over'>{nextText}</Text> : null}
          </>
          )
        : (
          <>
            {tap
              ? <Tap className='activity-transaction-back__button' role={role} label={label} onTap={tap}>{label}</Tap>
              : <View className='activity-transaction-back__button activity-transaction-back__button--off'>{label}</View>}
            <Text className='activity-transaction-back__next'>{nextText ?? ''}</Text>
          </>
          )}
    </View>
  )
})

/**
 * The transaction cashback campaign (002 §1–§9): the state image by status
 * code (sign-up, subscribe, entry), the tasks with their progress and reward
 * buttons. State and actions in store.ts; modal screens in panels.tsx. The
 * block tells its store when it is on screen: the next session's poll runs only then.
 */
export default observer(function ActivityTransactionBack ({ model, store }: BlockProps<CashbackModel, CashbackStore>) {
  const { dialogs } = useStores()
  useEffect(() => store.start(), [store])
  const onScreen = useCallback((visible: boolean) => store.setOnScreen(visible), [store])
  return (
    <ScreenWatch onChange={onScreen} className='activity-transaction-back' style={model.backgroundColor ? { backgroundColor: model.backgroundColor } : undefined}>
        <State model={model} store={store} />
        <Tasks store={store} />
        {model.rules
          ? <Tap className='activity-transaction-back__rules' label={t('cashback.rules')} onTap={() => { void confirm(dialogs, { title: t('cashback.rules'), message: model.rules ?? '', confirmText: t('cashback.success.ok') }) }}>{t('cashback.rules')}</Tap>
          : null}
    </ScreenWatch>
  )
})
