import { useEffect, useRef, type CSSProperties } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { CountdownText } from '@/ui/CountdownText'
import { Empty } from '@/ui/Empty'
import { Price } from '@/ui/Price'
import { ProgressBar } from '@/ui/ProgressBar'
import { TickWrapper } from '@/ui/TickWrapper'
import { Tap } from '@/ui/Tap'
import { productLabel, withAction } from '@/product/labels'
import { PROGRESS_CLAMP, countdownLabel, progressOf } from './model'
import type { SeckillStore } from './store'
import type { SeckillItem, SeckillModel, ShownSession } from './types'
import './style.scss'
import { roleOf } from '@/ui/a11y'

/** The countdown of the session on screen: the only part that changes every second (its own setData in mini-programs). */
const Clock = observer(function Clock ({ shown }: { shown: ShownSession }) {
  return (
    <TickWrapper>
      <View className='yanxuan-seckill__clock'>
        <Text className='yanxuan-seckill__clock-label'>{countdownLabel(shown.state)}</Text>
        <CountdownText className='yanxuan-seckill__clock-time' target={shown.countdownTarget} />
      </View>
    </TickWrapper>
  )
})

const Card = observer(function Card ({ shown, item, store }: { shown: ShownSession, item: SeckillItem, store: SeckillStore }) {
  const { page } = useStores()
  const { product } = item
  const doing = shown.state === 'Doing'
  const progress = doing ? progressOf(item, store.settings) : undefined
  const appointment = store.showsAppointment(shown, item)
  const booked = store.isBooked(shown.session, item)
  let button: { text: string, modifier: string, onTap?: () => void }
  if (doing) button = item.soldOut ? { text: t('product.soldOut'), modifier: 'off' } : { text: t('seckill.button.grab'), modifier: 'grab' }
  else if (appointment) button = { text: t('seckill.booking.remind'), modifier: 'remind', onTap: () => { void store.book(shown, item) } }
  else button = { text: t(booked ? 'seckill.booking.booked' : 'seckill.button.soon'), modifier: 'soon' }
  // The booking button sits inside the card's link: its tap books and does not open the product. A click stops
  // at the button (its event, as before); Enter and Space reach the card too (ui/Tap hands the key to no one),
  // so the button also leaves a mark the card reads in the same event, cleared right after it.
  const fromButton = useRef(false)
  const remind = button.onTap
  const book = remind
    ? (e?: { stopPropagation?: () => void }) => {
        e?.stopPropagation?.()
        fromButton.current = true
        void Promise.resolve().then(() => { fromButton.current = false })
        remind()
      }
    : undefined
  const open = () => {
    if (fromButton.current) {
      fromButton.current = false
      return
    }
    store.openItem(shown, item)
  }
  const buttonClass = `yanxuan-seckill__button yanxuan-seckill__button--${button.modifier}`
  return (
    // A link to the product's channel, named by its product and price (issue 53).
    <Tap
      className={`yanxuan-seckill__item${item.soldOut ? ' yanxuan-seckill__item--sold-out' : ''}`}
      role='link'
      label={productLabel(product.name, product.lowestPrice, { soldOut: item.soldOut, preview: page.preview })}
      onTap={open}
    >
      <View className='yanxuan-seckill__image-box'>
        {product.imageUrl ? <Img className='yanxuan-seckill__image' src={product.imageUrl} mode='aspectFit' lazyLoad fetchPriority='low' /> : null}
        {item.soldOut ? <Text className='yanxuan-seckill__sold-out'>{t('product.soldOut')}</Text> : null}
      </View>
      <View className='yanxuan-seckill__info'>
        <Text className='yanxuan-seckill__name'>{product.name}</Text>
        {product.salePoints.length
          ? <View className='yanxuan-seckill__points'>{product.salePoints.slice(0, 2).map((point) => <Text key={point} className='yanxuan-seckill__point'>{point}</Text>)}</View>
          : null}
        {progress ? <ProgressBar className='yanxuan-seckill__progress' percent={progress.percent} min={PROGRESS_CLAMP[0]} max={PROGRESS_CLAMP[1]} label={progress.label} /> : null}
        {item.soldCountDesc ? <Text className='yanxuan-seckill__sales'>{item.soldCountDesc}</Text> : null}
        <View className='yanxuan-seckill__bottom'>
          <View className='yanxuan-seckill__prices'>
            <Price className='yanxuan-seckill__price' value={item.soldOut ? undefined : product.lowestPrice} preview={page.preview} />
            {product.dailyPrice !== undefined && !item.soldOut
              ? <Price className='yanxuan-seckill__daily' value={product.dailyPrice} preview={page.preview} />
              : null}
          </View>
          {book
            ? <Tap className={buttonClass} label={withAction(product.name, button.text)} onTap={book}>{button.text}</Tap>
            : <Text className={buttonClass}>{button.text}</Text>}
        </View>
      </View>
    </Tap>
  )
})

/**
 * The flash sale (001 §2): one session with its header and countdown, or two
 * session tabs with their start times; the products of the session on screen;
 * the ended message when nothing is left. State and actions in store.ts.
 */
export default observer(function YanxuanSeckill ({ store }: BlockProps<SeckillModel, SeckillStore>) {
  useEffect(() => store.start(), [store])
  const display = store.display
  const active = store.active
  const { colors } = store.settings
  if (display.kind === 'ended' || !active) {
    return <View className='yanxuan-seckill'><Empty className='yanxuan-seckill__ended' text={display.kind === 'ended' ? display.text : t('seckill.ended')} /></View>
  }
  const tabStyle = (on: boolean): CSSProperties => ({
    backgroundColor: on ? colors.selectedTabBg : colors.unselectedTabBg,
    color: on ? colors.selectedChar : colors.unselectedChar
  })
  return (
    <View className='yanxuan-seckill'>
      {display.kind === 'single'
        ? (
          <View className='yanxuan-seckill__head'>
            <Text className='yanxuan-seckill__title'>{display.header}</Text>
            <Clock shown={active} />
          </View>
          )
        : (
          <>
            <View className='yanxuan-seckill__tabs' {...roleOf('tablist')} aria-label={t('seckill.a11y.sessions')}>
              {display.sessions.map((s) => {
                const on = s.session.sessId === active.session.sessId
                return (
                  <Tap
                    key={String(s.session.sessId)}
                    className={`yanxuan-seckill__tab${on ? ' yanxuan-seckill__tab--on' : ''}`}
                    style={tabStyle(on)}
                    role='tab'
                    selected={on}
                    label={withAction(s.startLabel, s.tabLabel)}
                    onTap={() => store.choose(s.session.sessId)}
                  >
                    <Text className='yanxuan-seckill__tab-time'>{s.startLabel}</Text>
                    <Text className='yanxuan-seckill__tab-state'>{s.tabLabel}</Text>
                  </Tap>
                )
              })}
            </View>
            <View className='yanxuan-seckill__subhead'><Clock shown={active} /></View>
          </>
          )}
      <View className='yanxuan-seckill__list'>
        {active.items.map((item) => <Card key={item.config.productId} shown={active} item={item} store={store} />)}
      </View>
    </View>
  )
})
