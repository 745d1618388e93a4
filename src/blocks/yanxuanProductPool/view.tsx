/**
 * The product pool (001 §2 "Product pool in-page bar", §3, §8): pool tabs,
 * the sort / model / filter bar (sticky with `tabIsTop`), the second sift row
 * of categories, the model picker dropdown, the full-screen filter panel with
 * its nested model picker, and the two-column endless list. Thin: state and
 * calls in store.ts, rules in the pure modules beside it.
 */
import { useCallback, useEffect, useRef, type CSSProperties } from 'react'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { FLOOR_SCROLL_MS, measureFloors } from '@/renderer/floors'
import { scrollPageTo } from '@/renderer/pageScroll'
import type { BlockProps } from '@/renderer/types'
import { usePageScrollTop } from '@/renderer/usePageScrollTop'
import { useStores } from '@/stores'
import { EndSentinel } from '@/ui/EndlessList/EndSentinel'
import { PageSlot } from '@/ui/EndlessList/PageSlot'
import { slotId } from '@/ui/EndlessList/window'
import { TickWrapper } from '@/ui/TickWrapper'
import { Tap } from '@/ui/Tap'
import { useModalFocus } from '@/ui/Dialog/focus'
import { Page } from './card'
import { visibleOptions, PRICE_INPUT_MAX, type FilterGroup } from './filters'
import { showsTabs } from './model'
import { NEAR_BOTTOM_PX } from './paging'
import { bucketLabel } from './priceBuckets'
import { priceDirection } from './sort'
import type { PickerPlace, ProductPoolStore } from './store'
import type { ProductPoolModel } from './types'
import './style.scss'
import { roleOf } from '@/ui/a11y'

const on = (base: string, yes: boolean, modifier = 'on') => (yes ? `${base} ${base}--${modifier}` : base)
/** A choice's name: its text, and whether it is on (a button says its state in its name: issue 53). */
const chosenLabel = (name: string, yes: boolean) => (yes ? t('yanxuanProductPool.a11y.on', { name }) : name)

const Tabs = observer(function Tabs ({ store }: { store: ProductPoolStore }) {
  const { tabs, colors } = store.settings
  return (
    // A tab list: each pool a tab, the chosen one marked (issue 53). The list is a box inside the scrolling row
    // (H5's ScrollView passes no role on).
    <ScrollView className='yanxuan-product-pool__tabs' scrollX enhanced showScrollbar={false}>
      <View className='yanxuan-product-pool__tablist' {...roleOf('tablist')} aria-label={t('yanxuanProductPool.a11y.pools')}>
        {tabs.map((tab, i) => {
          const chosen = i === store.tabIndex
          const style: CSSProperties = chosen
            ? { backgroundColor: colors.selectedBg, color: colors.selectedText }
            : { color: colors.unselectedText }
          return <Tap key={tab.poolId} className={on('yanxuan-product-pool__tab', chosen)} style={style} role='tab' selected={chosen} label={tab.title} onTap={() => store.chooseTab(i)}>{tab.title}</Tap>
        })}
      </View>
    </ScrollView>
  )
})

const Bar = observer(function Bar ({ store }: { store: ProductPoolStore }) {
  const direction = priceDirection(store.sort)
  const composite = t('yanxuanProductPool.sort.composite')
  const price = t('yanxuanProductPool.sort.price')
  const model = t('yanxuanProductPool.bar.model')
  const filter = t('yanxuanProductPool.bar.filter')
  // Buttons that say their state in their names: the sort chosen (and the price's direction), a dropdown open,
  // a filter applied (issue 53).
  const priceLabel = direction === 'asc'
    ? t('yanxuanProductPool.a11y.priceAsc', { name: price })
    : direction === 'desc' ? t('yanxuanProductPool.a11y.priceDesc', { name: price }) : price
  const modelLabel = store.open === 'picker'
    ? t('yanxuanProductPool.a11y.expanded', { name: model })
    : store.picker.brandId !== undefined ? t('yanxuanProductPool.a11y.applied', { name: model }) : model
  return (
    <View className='yanxuan-product-pool__bar'>
      <Tap className={on('yanxuan-product-pool__sort', store.sort === 'sort_composite')} label={chosenLabel(composite, store.sort === 'sort_composite')} onTap={() => store.tapSort('composite')}>{composite}</Tap>
      <Tap className={`${on('yanxuan-product-pool__sort', direction !== undefined)} yanxuan-product-pool__sort--${direction ?? 'none'}`} label={priceLabel} onTap={() => store.tapSort('price')}>{price}</Tap>
      <Tap className={on('yanxuan-product-pool__drop', store.open === 'picker' || store.picker.brandId !== undefined)} label={modelLabel} onTap={() => store.openPicker()}>{model}</Tap>
      <Tap className={on('yanxuan-product-pool__filter', store.filtersOn)} label={store.filtersOn ? t('yanxuanProductPool.a11y.applied', { name: filter }) : filter} onTap={store.openPanel}>{filter}</Tap>
    </View>
  )
})

const Sift = observer(function Sift ({ store }: { store: ProductPoolStore }) {
  if (!store.categories.length && store.categoriesAsked) {
    // The categories are on their way: the row keeps its place (its 全部 chip), so the list below does not move when they come.
    return (
      <View className='yanxuan-product-pool__sift'>
        <Text className='yanxuan-product-pool__chip yanxuan-product-pool__chip--on'>{t('yanxuanProductPool.sift.all')}</Text>
      </View>
    )
  }
  if (!store.categories.length) return null
  const chosen = store.picker.brandId === undefined ? store.picker.categoryId : undefined
  const all = t('yanxuanProductPool.sift.all')
  // One category at a time picks the list below: a tab list (issue 53).
  return (
    <ScrollView className='yanxuan-product-pool__sift' scrollX enhanced showScrollbar={false}>
      <View className='yanxuan-product-pool__tablist' {...roleOf('tablist')} aria-label={t('yanxuanProductPool.a11y.categories')}>
        <Tap className={on('yanxuan-product-pool__chip', chosen === undefined)} role='tab' selected={chosen === undefined} label={all} onTap={() => store.siftCategory(undefined)}>{all}</Tap>
        {store.categories.map((c) => <Tap key={c.id} className={on('yanxuan-product-pool__chip', chosen === c.id)} role='tab' selected={chosen === c.id} label={c.name} onTap={() => store.siftCategory(c.id)}>{c.name}</Tap>)}
      </View>
    </ScrollView>
  )
})

/** The category, brand and model columns (the dropdown's, or the panel's nested picker as rows of chips). */
const Picker = observer(function Picker ({ store, place }: { store: ProductPoolStore, place: PickerPlace }) {
  const draft = store.draftOf(place)
  const category = store.categories.find((c) => c.id === draft.categoryId)
  const models = store.models
  const column = place === 'dropdown' ? 'yanxuan-product-pool__column' : 'yanxuan-product-pool__choices'
  const item = place === 'dropdown' ? 'yanxuan-product-pool__option' : 'yanxuan-product-pool__chip'
  return (
    <View className={`yanxuan-product-pool__picker yanxuan-product-pool__picker--${place}`}>
      <View className={column}>
        {place === 'panel' ? <Text className='yanxuan-product-pool__label'>{t('yanxuanProductPool.picker.category')}</Text> : null}
        {store.categories.map((c) => <Tap key={c.id} className={on(item, c.id === draft.categoryId)} label={chosenLabel(c.name, c.id === draft.categoryId)} onTap={() => store.pickCategory(place, c.id)}>{c.name}</Tap>)}
      </View>
      {category
        ? (
          <View className={column}>
            {place === 'panel' ? <Text className='yanxuan-product-pool__label'>{t('yanxuanProductPool.picker.brand')}</Text> : null}
            {category.brands.map((b) => <Tap key={b.id} className={on(item, b.id === draft.brandId)} label={chosenLabel(b.name, b.id === draft.brandId)} onTap={() => store.pickBrand(place, b.id)}>{b.name}</Tap>)}
          </View>
          )
        : null}
      {draft.brandId !== undefined
        ? (
          <View className={column}>
            {place === 'panel' ? <Text className='yanxuan-product-pool__label'>{t('yanxuanProductPool.picker.model')}</Text> : null}
            {models === undefined ? <Text className='yanxuan-product-pool__loading'>{t('yanxuanProductPool.picker.loading')}</Text> : null}
            {models?.length === 0 ? <Text className='yanxuan-product-pool__none'>{t('yanxuanProductPool.picker.noModels')}</Text> : null}
            {(models ?? []).map((m) => <Tap key={m.id} className={on(item, m.id === draft.modelId)} label={chosenLabel(m.name, m.id === draft.modelId)} onTap={() => store.pickModel(place, m.id)}>{m.name}</Tap>)}
          </View>
          )
        : null}
    </View>
  )
})

const Dropdown = observer(function Dropdown ({ store }: { store: ProductPoolStore }) {
  // Greyed while the models load (the column says so): the choice cannot be checked yet.
  const waiting = store.modelsLoading('dropdown')
  return (
    <View className='yanxuan-product-pool__dropdown'>
      <Picker store={store} place='dropdown' />
      <Tap className={on('yanxuan-product-pool__confirm', waiting, 'disabled')} disabled={waiting} label={t('yanxuanProductPool.picker.confirm')} onTap={store.confirmPickerDraft}>{t('yanxuanProductPool.picker.confirm')}</Tap>
      {/* A tap outside closes the dropdown (as the 机型 button does again). */}
      <Tap className='yanxuan-product-pool__mask' label={t('yanxuanProductPool.a11y.closePicker')} onTap={store.close} />
    </View>
  )
})

const Group = observer(function Group ({ store, group }: { store: ProductPoolStore, group: FilterGroup }) {
  const { shown, toggle } = visibleOptions(group.options, store.expanded.has(group.key))
  const chosen = store.panelDraft.options[group.key] ?? []
  return (
    <View className='yanxuan-product-pool__group'>
      <View className='yanxuan-product-pool__group-head'>
        <Text className='yanxuan-product-pool__label'>{group.title}</Text>
        {toggle ? <Tap className='yanxuan-product-pool__toggle' label={`${group.title}${t(toggle === 'expand' ? 'yanxuanProductPool.filter.expand' : 'yanxuanProductPool.filter.collapse')}`} onTap={() => store.toggleExpanded(group.key)}>{t(toggle === 'expand' ? 'yanxuanProductPool.filter.expand' : 'yanxuanProductPool.filter.collapse')}</Tap> : null}
      </View>
      <View className='yanxuan-product-pool__choices'>
        {shown.map((o) => <Tap key={o.id} className={on('yanxuan-product-pool__chip', chosen.includes(o.id))} label={chosenLabel(o.name, chosen.includes(o.id))} onTap={() => store.toggleOption(group, o.id)}>{o.name}</Tap>)}
      </View>
    </View>
  )
})

const Prices = observer(function Prices ({ store }: { store: ProductPoolStore }) {
  const { minText, maxText } = store.panelDraft
  const chosen = store.bucketIndex
  return (
    <View className='yanxuan-product-pool__group'>
      <Text className='yanxuan-product-pool__label'>{t('yanxuanProductPool.filter.price')}</Text>
      <View className='yanxuan-product-pool__range'>
        <Input className='yanxuan-product-pool__input' type='number' maxlength={PRICE_INPUT_MAX} value={minText} placeholder={t('yanxuanProductPool.filter.minPrice')} onInput={(e) => store.setMin(e.detail.value)} />
        <Text className='yanxuan-product-pool__dash'>-</Text>
        <Input className='yanxuan-product-pool__input' type='number' maxlength={PRICE_INPUT_MAX} value={maxText} placeholder={t('yanxuanProductPool.filter.maxPrice')} onInput={(e) => store.setMax(e.detail.value)} />
      </View>
      <View className='yanxuan-product-pool__choices'>
        {store.buckets.map((b, i) => <Tap key={i} className={on('yanxuan-product-pool__chip', chosen === i)} label={chosenLabel(bucketLabel(b), chosen === i)} onTap={() => store.chooseBucket(b)}>{bucketLabel(b)}</Tap>)}
      </View>
    </View>
  )
})

const Panel = observer(function Panel ({ store, focus }: { store: ProductPoolStore, focus: ReturnType<typeof useModalFocus> }) {
  const count = store.preStat
  const waiting = store.modelsLoading('panel')
  const apply = count ? t('yanxuanProductPool.filter.confirmCount', { count }) : t('yanxuanProductPool.filter.confirm')
  return (
    // A modal dialog over the page, named by its title: on H5 it takes the focus as it opens and gives it back
    // as it closes, Tab stays inside, Escape closes it (issue 53; ui/Dialog/focus).
    <View className='yanxuan-product-pool__panel' {...roleOf('dialog')} aria-modal aria-label={t('yanxuanProductPool.filter.title')} ref={focus as never}>
      <Text className='yanxuan-product-pool__panel-title'>{t('yanxuanProductPool.filter.title')}</Text>
      <ScrollView className='yanxuan-product-pool__panel-body' scrollY>
        <Picker store={store} place='panel' />
        <Prices store={store} />
        {store.groups.map((group) => <Group key={group.key} store={store} group={group} />)}
      </ScrollView>
      <View className='yanxuan-product-pool__panel-foot'>
        <Tap className='yanxuan-product-pool__reset' label={t('yanxuanProductPool.filter.reset')} onTap={store.resetPanel}>{t('yanxuanProductPool.filter.reset')}</Tap>
        <Tap className={on('yanxuan-product-pool__apply', waiting, 'disabled')} disabled={waiting} label={apply} onTap={store.confirmPanel}>{apply}</Tap>
      </View>
      <Tap className='yanxuan-product-pool__panel-close' label={t('yanxuanProductPool.a11y.close')} onTap={store.close} />
    </View>
  )
})

/**
 * The list: each page a memoised chunk in its own CustomWrapper, so appending renders only the new
 * page's cards; pages far from the viewport give way to boxes of their height (ui/EndlessList).
 */
const List = observer(function List ({ store, component }: { store: ProductPoolStore } & Pick<BlockProps<ProductPoolModel>, 'component'>) {
  const { page } = useStores()
  const preview = page.preview
  const footer = store.footer
  const onSentinel = useCallback((visible: boolean, drawn: number) => store.nearBottom(visible, drawn), [store])
  // Under the open model dropdown the list lies behind its mask, which a tap closes: out of reach of the keyboard
  // and a reader as well (H5's `inert`; a mini-program's template drops it, and its host has no keyboard).
  const behind = store.open === 'picker' ? { inert: '' } : undefined
  return (
    <View className='yanxuan-product-pool__list' {...behind}>
      {/* The pages in a box of their own: a new page is its last child, so a mini-program sends that page alone,
          not every page drawn (a 20-card append was 70 KB of setData, issue 42: 64 KB a setData). */}
      <View className='yanxuan-product-pool__pages'>
        {store.pages.map((cards, i) => (
          <PageSlot key={i} id={slotId('pool', component.uuid, i)} className='yanxuan-product-pool__page'>
            <TickWrapper>
              <View className='yanxuan-product-pool__grid'>
                <Page cards={cards} first={i === 0} component={component} preview={preview} />
              </View>
            </TickWrapper>
          </PageSlot>
        ))}
      </View>
      {/* The footer in a box that is always there: its coming and going changes the box alone (a child added to
          or taken from the list above had a mini-program send every page drawn again). */}
      <View className='yanxuan-product-pool__foot'>
        {footer === 'loading' ? <Text className='yanxuan-product-pool__footer'>{t('yanxuanProductPool.list.loading')}</Text> : null}
        {footer === 'empty' ? <Text className='yanxuan-product-pool__footer yanxuan-product-pool__footer--empty'>{t('yanxuanProductPool.list.empty')}</Text> : null}
        {footer === 'end' ? <Text className='yanxuan-product-pool__footer'>{t('yanxuanProductPool.list.end')}</Text> : null}
        {footer === 'retry' ? <Tap className='yanxuan-product-pool__footer yanxuan-product-pool__footer--retry' label={t('yanxuanProductPool.list.retry')} onTap={store.retry}>{t('yanxuanProductPool.list.retry')}</Tap> : null}
      </View>
      <EndSentinel nearPx={NEAR_BOTTOM_PX} drawn={store.pages.length} className='yanxuan-product-pool__sentinel' onChange={onSentinel} />
    </View>
  )
})

/**
 * A search the visitor started (a tab, a sort, a filter) while the list's top is above the screen: the
 * page scrolls back to the block's top (the bar stays stuck), so the new list starts in view instead of
 * its end being where the old list was.
 */
function useBackToListTop (store: ProductPoolStore, uuid: string): void {
  const scrollTop = useRef(0)
  usePageScrollTop((top) => { scrollTop.current = top })
  useEffect(() => reaction(() => store.restarts, () => {
    void measureFloors([uuid]).then(({ boxes }) => {
      const top = boxes.get(uuid)?.top
      if (top !== undefined && top < scrollTop.current) return scrollPageTo(top, FLOOR_SCROLL_MS)
      return undefined
    }).catch(() => undefined)
  }), [store, uuid])
}

export default observer(function YanxuanProductPool ({ store, component }: BlockProps<ProductPoolModel, ProductPoolStore>) {
  useEffect(() => store.start(), [store])
  useBackToListTop(store, component.uuid)
  // The filter panel is a modal dialog: its focus is held here, where it stays mounted across its opening and closing.
  const panelFocus = useModalFocus(store.open === 'panel' ? 1 : undefined, store.close)
  const settings = store.settings
  return (
    <View className='yanxuan-product-pool'>
      <View className={`yanxuan-product-pool__head${settings.sticky ? ' yanxuan-product-pool__head--sticky' : ''}`} style={settings.colors.tabBg ? { backgroundColor: settings.colors.tabBg } : undefined}>
        {showsTabs(settings) ? <Tabs store={store} /> : null}
        <Bar store={store} />
        {settings.secondSift ? <Sift store={store} /> : null}
        {store.open === 'picker' ? <Dropdown store={store} /> : null}
      </View>
      <List store={store} component={component} />
      {store.open === 'panel' ? <Panel store={store} focus={panelFocus} /> : null}
    </View>
  )
})
