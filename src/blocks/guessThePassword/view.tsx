import { useEffect, type CSSProperties } from 'react'
import { observer } from 'mobx-react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { CountdownText } from '@/ui/CountdownText'
import { confirm } from '@/ui/Dialog'
import { RatioImage } from '@/ui/RatioImage'
import { Tap } from '@/ui/Tap'
import { TickWrapper } from '@/ui/TickWrapper'
import { ANSWER_MAX, sceneTab, type GuessModel, type SceneDisplay } from './model'
import type { GuessStore } from './store'
import './style.scss'
import { roleOf } from '@/ui/a11y'

function Countdown ({ label, to }: { label: string, to: number | undefined }) {
  if (to === undefined) return null
  return (
    <View className='guess-the-password__countdown'>
      <Text className='guess-the-password__countdown-label'>{label}</Text>
      <TickWrapper><CountdownText target={to} /></TickWrapper>
    </View>
  )
}

/** Tabs of the loading game: the row's place, as many pills as a row of dates shows, blank. */
const LOADING_TABS = 4

/** The scenes, a tab list (a tab per scene, the chosen one marked), each tab named by its date and state. */
const Tabs = observer(function Tabs ({ store }: { store: GuessStore }) {
  // While the detail is on its way the row keeps its place (a game has a scene a day), so the scene does not move when it comes.
  if (!store.scenes && !store.failed) {
    return (
      <ScrollView className='guess-the-password__tabs' scrollX>
        {Array.from({ length: LOADING_TABS }, (_, i) => (
          <View key={i} className='guess-the-password__tab guess-the-password__tab--loading'>
            <Text className='guess-the-password__tab-date'>{'\u00a0'}</Text>
            <Text className='guess-the-password__tab-state'>{'\u00a0'}</Text>
          </View>
        ))}
      </ScrollView>
    )
  }
  const scenes = store.scenes ?? []
  if (scenes.length < 2) return null
  const current = store.scene
  return (
    // The list in the scroller (Taro's H5 ScrollView passes no role or name on).
    <ScrollView className='guess-the-password__tabs' scrollX>
      <View className='guess-the-password__tab-list' {...roleOf('tablist')} aria-label={t('guess.a11y.tabs')}>
        {scenes.map((scene, i) => {
          const tab = sceneTab(scene, i)
          const on = current?.id === scene.id
          return (
            <Tap key={String(scene.id)} className={`guess-the-password__tab${on ? ' guess-the-password__tab--on' : ''}`} role='tab' selected={on} label={t('guess.a11y.tab', tab)} onTap={() => store.choose(scene)}>
              <Text className='guess-the-password__tab-date'>{tab.date}</Text>
              <Text className='guess-the-password__tab-state'>{tab.state}</Text>
            </Tap>
          )
        })}
      </View>
    </ScrollView>
  )
})

const AnswerBox = observer(function AnswerBox ({ store }: { store: GuessStore }) {
  const tip = store.scene?.answerTip
  return (
    <View className='guess-the-password__answer'>
      {tip ? <Text className='guess-the-password__tip'>{t('guess.answer.tip', { tip })}</Text> : null}
      <View className='guess-the-password__answer-row'>
        <Input
          className='guess-the-password__input'
          value={store.input}
          maxlength={ANSWER_MAX}
          placeholder={t('guess.answer.placeholder')}
          aria-label={t('guess.answer.placeholder')}
          onInput={(e) => store.setInput(e.detail.value)}
          onConfirm={() => { void store.submit() }}
        />
        <Tap className='guess-the-password__submit' label={t('guess.answer.submit')} onTap={() => { void store.submit() }}>{t('guess.answer.submit')}</Tap>
      </View>
    </View>
  )
})

function State ({ store, display }: { store: GuessStore, display: SceneDisplay }) {
  switch (display.kind) {
    case 'subscribe':
      return (
        <View className='guess-the-password__state'>
          <Countdown label={t('guess.countdown.toStart')} to={display.countdownTo} />
          <Tap className='guess-the-password__subscribe' role='link' label={t('guess.subscribe.button')} onTap={() => { void store.subscribe() }}>{t('guess.subscribe.button')}</Tap>
        </View>
      )
    case 'subscribed':
      return (
        <View className='guess-the-password__state'>
          <Countdown label={t('guess.countdown.toStart')} to={display.countdownTo} />
          <Text className='guess-the-password__subscribe guess-the-password__subscribe--done'>{t('guess.subscribe.done')}</Text>
        </View>
      )
    case 'aboutToStart':
    case 'notStarted':
      return (
        <View className='guess-the-password__state'>
          <Text className='guess-the-password__label'>{t(display.kind === 'aboutToStart' ? 'guess.aboutToStart' : 'guess.notStarted')}</Text>
          <Countdown label={t('guess.countdown.toStart')} to={display.countdownTo} />
        </View>
      )
    case 'answer':
      return (
        <View className='guess-the-password__state'>
          <Countdown label={t('guess.countdown.toEnd')} to={display.countdownTo} />
          <AnswerBox store={store} />
        </View>
      )
    default:
      return (
        <View className='guess-the-password__state guess-the-password__state--over'>
          {display.answer ? <Text className='guess-the-password__revealed'>{t('guess.over.answer', { answer: display.answer })}</Text> : null}
          <Text className='guess-the-password__label'>{t(display.label)}</Text>
        </View>
      )
  }
}

/** An image's box of a configured ratio, empty: the place a scene's image will take. */
function ImageSlot ({ className, ratio }: { className: string, ratio: number | undefined }) {
  return ratio ? <View className={`${className} guess-the-password__image-slot`} style={{ paddingTop: `${(100 / ratio).toFixed(4)}%` }} /> : null
}

const Scene = observer(function Scene ({ store }: { store: GuessStore }) {
  const scene = store.scene
  const display = store.display
  const { titleImageRatio, awardImageRatio } = store.settings
  if (store.failed) return <Tap className='guess-the-password__note' label={t('guess.failed')} onTap={() => { void store.retry() }}>{t('guess.failed')}</Tap>
  if (!store.scenes) {
    // The scene's shape while the detail is on its way: its images' configured boxes and the state's place, which
    // every state fills to the same height (style.scss), so nothing moves when the scenes come.
    return (
      <View className='guess-the-password__scene guess-the-password__scene--loading'>
        <ImageSlot className='guess-the-password__title-image' ratio={titleImageRatio} />
        <View className='guess-the-password__state'>
          <Text className='guess-the-password__loading'>{t('guess.loading')}</Text>
        </View>
        <ImageSlot className='guess-the-password__award-image' ratio={awardImageRatio} />
      </View>
    )
  }
  if (!scene || !display) return <Text className='guess-the-password__note'>{t('guess.empty')}</Text>
  return (
    <View className={`guess-the-password__scene guess-the-password__scene--${display.kind}`}>
      {scene.titleImage ? <RatioImage className='guess-the-password__title-image' src={scene.titleImage} aspectRatio={titleImageRatio} lazy={false} /> : null}
      <State store={store} display={display} />
      {scene.awardImage ? <RatioImage className='guess-the-password__award-image' src={scene.awardImage} aspectRatio={awardImageRatio} /> : null}
    </View>
  )
})

/**
 * The daily password-guessing game (002 §1–§9): a tab per scene (one a
 * day), the scene's state (subscribe, about to start, the answer box, the
 * revealed answer) with its countdown on the shared clock, my awards and the
 * rules. State and actions in store.ts; modal screens in panels.tsx.
 */
export default observer(function GuessThePassword ({ model, store }: BlockProps<GuessModel, GuessStore>) {
  const { dialogs } = useStores()
  useEffect(() => store.start(), [store])
  const box: CSSProperties = {
    ...(model.backgroundColor ? { backgroundColor: model.backgroundColor } : {}),
    ...(model.background ? { backgroundImage: `url("${model.background}")` } : {})
  }
  const { rules } = model
  return (
    <View className='guess-the-password' style={box}>
      <View className='guess-the-password__bar'>
        <Tap className='guess-the-password__link guess-the-password__link--records' label={t('guess.button.records')} onTap={() => { void store.openRecords() }}>{t('guess.button.records')}</Tap>
        {rules
          ? <Tap className='guess-the-password__link' label={t('guess.button.rules')} onTap={() => { void confirm(dialogs, { title: t('guess.button.rules'), message: rules, confirmText: t('guess.follow.ok') }) }}>{t('guess.button.rules')}</Tap>
          : null}
      </View>
      <Tabs store={store} />
      <Scene store={store} />
    </View>
  )
})
