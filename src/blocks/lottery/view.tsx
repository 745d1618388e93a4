import { useEffect, type CSSProperties } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { Carousel } from '@/ui/Carousel'
import { confirm } from '@/ui/Dialog'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import { useStores } from '@/stores'
import { clawPhaseOf, reelsStopped, SLOT_REELS } from './flow'
import { PRIZE_SLIDES } from './model'
import type { LotteryStore } from './store'
import type { LotteryAward, LotteryModel } from './types'
import './style.scss'

/** Carousel slide height (mini-programs' Swiper needs one). */
const PRIZE_SLIDE_PX = 96

function Prize ({ award }: { award: LotteryAward }) {
  return (
    <View className='lottery__prize'>
      {award.awardImageUrl ? <Img className='lottery__prize-image' src={award.awardImageUrl} mode='aspectFit' lazyLoad /> : null}
      <Text className='lottery__prize-name'>{award.awardName}</Text>
    </View>
  )
}

/** The prizes, 4 in view (002 §9: "Prize carousel shows 4 slides"). */
function Prizes ({ awards }: { awards: LotteryAward[] }) {
  if (!awards.length) return null
  return (
    <Carousel className='lottery__prizes' count={awards.length} perView={Math.min(PRIZE_SLIDES, awards.length)} height={PRIZE_SLIDE_PX} dots={false} gap={6}>
      {awards.map((a) => <Prize key={String(a.id)} award={a} />)}
    </Carousel>
  )
}

/**
 * The winners, one line at a time in CSS (a list shown twice, one animation in as many steps as lines): each
 * line stands centred in the pill for 2 s; a smooth scroll left most lines half out of it. No per-frame state.
 * A reader reads the list once (the second copy is hidden from it); less motion asked: the first line stands.
 */
function Winners ({ model, still }: { model: LotteryModel, still: boolean }) {
  if (!model.winners.length) return null
  const lines = (copy: string) => model.winners.map((w, i) => <Text key={`${copy}${i}`} className='lottery__winner' aria-hidden={copy === 'b' || undefined}>{`${w.mobile} ${w.awardName}`}</Text>)
  const moving = model.winners.length > 1 && !still
  const style: CSSProperties | undefined = moving ? { animationDuration: `${model.winners.length * 2}s`, animationTimingFunction: `steps(${model.winners.length})` } : undefined
  return (
    <View className='lottery__winners'>
      <View className={`lottery__winners-track${moving ? ' lottery__winners-track--moving' : ''}`} style={style}>{lines('a')}{moving ? lines('b') : null}</View>
    </View>
  )
}

/**
 * One reel: while it rolls, a CSS animation loops its strip; when it stops, one
 * state change sets the transform onto its target tile (a CSS transition eases
 * it in). The tiles are the prizes and one 谢谢参与 tile.
 */
const Reel = observer(function Reel ({ store, index }: { store: LotteryStore, index: number }) {
  const { awards } = store.settings
  const s = store.draw
  const rolling = s.phase === 'drawing' && reelsStopped(s) <= index
  const target = store.reelTargets?.[index] ?? index % (awards.length + 1)
  const tiles = (copy: string) => [...awards.map((a) => <View key={`${copy}${String(a.id)}`} className='lottery__tile'>{a.awardImageUrl ? <Img className='lottery__tile-image' src={a.awardImageUrl} mode='aspectFit' /> : <Text className='lottery__tile-name'>{a.awardName}</Text>}</View>),
    <View key={`${copy}miss`} className='lottery__tile lottery__tile--miss'><Text className='lottery__tile-name'>{t('lottery.reel.miss')}</Text></View>]
  // A share of the strip's own height, so the design-px scaling of each host (CSS px become rpx) cannot misalign it.
  const style: CSSProperties | undefined = rolling ? undefined : { transform: `translateY(-${((target * 100) / (awards.length + 1)).toFixed(4)}%)` }
  return (
    <View className='lottery__reel'>
      <View className={`lottery__strip${rolling ? ' lottery__strip--rolling' : ''}`} style={style}>{tiles('a')}{rolling ? tiles('b') : null}</View>
    </View>
  )
})

/** The reels are the draw's picture: a reader hears the outcome in the result dialog. */
const Slot = observer(function Slot ({ store }: { store: LotteryStore }) {
  return (
    <View className='lottery__slot' aria-hidden>
      {Array.from({ length: SLOT_REELS }, (_, i) => <Reel key={i} store={store} index={i} />)}
    </View>
  )
})

/**
 * The claw: one class per phase (left 500 ms, right 500 ms, grabbing 1300 ms, finished), each a CSS transition. The
 * draw's picture, as the reels are: hidden from readers.
 */
const Claw = observer(function Claw ({ store }: { store: LotteryStore }) {
  const phase = clawPhaseOf(store.draw) ?? 'idle'
  const { awards } = store.settings
  return (
    <View className='lottery__machine' aria-hidden>
      <View className={`lottery__claw lottery__claw--${phase}`}>
        <View className='lottery__claw-rope' />
        <View className='lottery__claw-hand' />
      </View>
      <View className='lottery__pile'>
        {awards.slice(0, 6).map((a) => (a.awardImageUrl ? <Img key={String(a.id)} className='lottery__pile-item' src={a.awardImageSecondUrl ?? a.awardImageUrl} mode='aspectFit' /> : null))}
      </View>
    </View>
  )
})

const Header = observer(function Header ({ store }: { store: LotteryStore }) {
  const { dialogs } = useStores()
  const { rules } = store.settings
  const quota = store.quotaText
  return (
    <View className='lottery__bar'>
      {quota ? <Text className='lottery__quota'>{quota}</Text> : null}
      <View className='lottery__links'>
        {store.showsTasks ? <Tap className='lottery__link lottery__link--tasks' label={t('lottery.button.tasks')} onTap={() => { void store.openTasks() }}>{t('lottery.button.tasks')}</Tap> : null}
        <Tap className='lottery__link lottery__link--records' label={t('lottery.button.records')} onTap={() => { void store.openRecords() }}>{t('lottery.button.records')}</Tap>
        {rules
          ? <Tap className='lottery__link lottery__link--rules' label={t('lottery.button.rules')} onTap={() => { void confirm(dialogs, { title: t('lottery.button.rules'), message: rules, confirmText: t('lottery.follow.ok') }) }}>{t('lottery.button.rules')}</Tap>
          : null}
      </View>
    </View>
  )
})

/** The draw button, named by what it says (抽奖中… while the draw runs: unavailable then); an image one by 立即抽奖. */
const DrawButton = observer(function DrawButton ({ store }: { store: LotteryStore }) {
  const { look } = store.settings
  const style: CSSProperties = { ...(look.buttonColor ? { background: look.buttonColor } : {}), ...(look.buttonTextColor ? { color: look.buttonTextColor } : {}) }
  const label = t(store.spinning ? 'lottery.button.drawing' : 'lottery.button.draw')
  const draw = () => { void store.tapDraw() }
  if (look.drawButtonImage) {
    // The control is the image's box; the picture in it is decoration (the control is named).
    return (
      <Tap className='lottery__draw-image' label={label} disabled={store.spinning} onTap={draw}>
        <Img className='lottery__draw-picture' src={look.drawButtonImage} mode='widthFix' />
      </Tap>
    )
  }
  return (
    <Tap className={`lottery__draw${store.spinning ? ' lottery__draw--busy' : ''}`} style={style} label={label} disabled={store.spinning} onTap={draw}>
      {label}
    </Tap>
  )
})

/**
 * The prize draw (002 §1–§9) in its three styles: the common banner, the slot
 * machine and the claw machine; the quota line, the task list and my prizes;
 * the winners and the prizes. State and actions in store.ts; modal screens in
 * panels.tsx. Less motion asked (`store.reducedMotion`): `lottery--still`, no
 * transitions, the draws cut to their result (flow.ts), the winners standing.
 */
export default observer(function Lottery ({ model, store }: BlockProps<LotteryModel, LotteryStore>) {
  useEffect(() => store.start(), [store])
  const { look, style } = model
  const still = store.reducedMotion()
  const box: CSSProperties = {
    ...(look.backgroundColor ? { backgroundColor: look.backgroundColor } : {}),
    ...(look.background ? { backgroundImage: `url("${look.background}")` } : {})
  }
  return (
    <View className={`lottery lottery--${style}${still ? ' lottery--still' : ''}`} style={box}>
      <Winners model={model} still={still} />
      {style === 'common' && look.banner ? <Img className='lottery__banner' src={look.banner} mode='widthFix' /> : null}
      {style === 'slot' ? <Slot store={store} /> : null}
      {style === 'claw' ? <Claw store={store} /> : null}
      <DrawButton store={store} />
      <Header store={store} />
      {style !== 'slot' ? <Prizes awards={model.awards} /> : null}
    </View>
  )
})
