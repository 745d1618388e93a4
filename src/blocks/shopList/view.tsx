import { useEffect, useMemo, useRef } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { Tap } from '@/ui/Tap'
import { categoryLine } from './model'
import { Photos } from './photos'
import { screenWidth } from './screen'
import type { ShopListStore } from './store'
import type { ShopCard, ShopListModel } from './types'
import './style.scss'

/** The images' box: square beside a flat card, 2:1 across the highlighted first card. */
const FLAT_RATIO = 1
const HIGHLIGHT_RATIO = 2

/**
 * Taps on the controls inside a card are theirs, not the card's: a finger's click stops at them; a key (Enter on
 * 导航) reaches the card's own key handler too, which finds the press taken (`taken`, cleared once the event is
 * through) and does nothing.
 */
function useOwnTaps (): { own: (run: () => void) => (e?: { stopPropagation?: () => void }) => void, taken: () => boolean } {
  const pressed = useRef(false)
  return {
    own: (run) => (e) => {
      e?.stopPropagation?.()
      pressed.current = true
      void Promise.resolve().then(() => { pressed.current = false })
      run()
    },
    taken: () => pressed.current
  }
}

/** What a card says, for the reader: the link's name (its name, type, status, hours, address, distance, tags, categories). */
function cardLabel (card: ShopCard, line: string | undefined): string {
  return [card.name, card.typeLabel, card.nearest ? t('shopList.nearest') : undefined, card.status?.label, card.status?.time, ...card.hours, card.address, card.distance, ...card.tags, line]
    .filter(Boolean).join(' ')
}

/** A store: a link to its page, its navigation and phone buttons inside. */
const Shop = function Shop ({ card, store, highlighted, width }: { card: ShopCard, store: ShopListStore, highlighted: boolean, width: number }) {
  const line = categoryLine(card.categories, width)
  const { own, taken } = useOwnTaps()
  return (
    <Tap className={`shop-list__shop${highlighted ? ' shop-list__shop--highlight' : ''}`} role='link' label={cardLabel(card, line)} onTap={() => { if (!taken()) store.openShop(card) }}>
      <View className='shop-list__main'>
        <Photos images={card.images} autoplayMs={card.autoplayMs} ratio={highlighted ? HIGHLIGHT_RATIO : FLAT_RATIO} />
        <View className='shop-list__body'>
          <View className='shop-list__name-row'>
            <Text className='shop-list__name'>{card.name}</Text>
            {card.typeLabel ? <Text className='shop-list__type'>{card.typeLabel}</Text> : null}
            {card.nearest ? <Text className='shop-list__nearest'>{t('shopList.nearest')}</Text> : null}
          </View>
          {card.status
            ? (
              <View className='shop-list__status-row'>
                <Text className={`shop-list__status shop-list__status--${card.status.tone}`}>{card.status.label}</Text>
                {card.status.time ? <Text className='shop-list__status-time'>{card.status.time}</Text> : null}
              </View>
              )
            : null}
          {card.hours.length ? <View className='shop-list__hours'>{card.hours.map((h) => <Text key={h} className='shop-list__hour'>{h}</Text>)}</View> : null}
          <View className='shop-list__address-row'>
            {card.address ? <Text className='shop-list__address'>{card.address}</Text> : null}
            {card.distance ? <Text className='shop-list__distance'>{card.distance}</Text> : null}
          </View>
          {card.tags.length ? <View className='shop-list__tags'>{card.tags.map((tag) => <Text key={tag} className='shop-list__tag'>{tag}</Text>)}</View> : null}
          <View className='shop-list__actions'>
            <Tap className='shop-list__action shop-list__action--navigate' role='link' label={t('shopList.a11y.navigate', { name: card.name })} onTap={own(() => store.navigate(card))}>{t('shopList.navigate')}</Tap>
            {card.phone
              ? <Tap className='shop-list__action shop-list__action--call' label={t('shopList.a11y.call', { name: card.name, phone: card.phone })} onTap={own(() => { void store.call(card) })}>{t('shopList.call')}</Tap>
              : null}
          </View>
        </View>
      </View>
      {/* Across the card: 002 §9's 31 / 28 characters fill a line at the block's width. */}
      {line ? <Text className='shop-list__categories'>{line}</Text> : null}
    </Tap>
  )
}

/**
 * The nearby-store list (002 §1–§4, §9): flat (3 stores) or first-highlighted
 * (2, the first with a wide image carousel); the title and "more"; while the
 * list is asked, its rows keep their place. State and taps in store.ts, the
 * rules in model.ts.
 */
export default observer(function ShopList ({ model, store }: BlockProps<ShopListModel, ShopListStore>) {
  useEffect(() => store.start(), [store])
  const width = useMemo(screenWidth, [])
  const { status, cards } = store
  return (
    <View className={`shop-list shop-list--${model.style}`}>
      <View className='shop-list__head'>
        <Text className='shop-list__title'>{model.title ?? t('shopList.title')}</Text>
        {model.showMore ? <Tap className='shop-list__more' role='link' label={t('shopList.more')} onTap={() => store.openMore()}>{t('shopList.more')}</Tap> : null}
      </View>
      {status === 'idle' || (status === 'loading' && !store.retrying)
        ? <View className={`shop-list__waiting shop-list__waiting--${model.style}`}><Text className='shop-list__note'>{t('shopList.loading')}</Text></View>
        : null}
      {status === 'failed' || store.retrying
        ? <Tap className='shop-list__note shop-list__note--failed' label={t(store.retrying ? 'shopList.loading' : 'shopList.failed')} disabled={store.retrying} onTap={() => store.retry()}>{t(store.retrying ? 'shopList.loading' : 'shopList.failed')}</Tap>
        : null}
      {status === 'loaded' && !cards.length ? <Text className='shop-list__note'>{t('shopList.empty')}</Text> : null}
      {status === 'loaded' ? cards.map((card, i) => <Shop key={card.id} card={card} store={store} highlighted={model.style === 'highlight' && i === 0} width={width} />) : null}
    </View>
  )
})
