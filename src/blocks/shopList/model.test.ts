import { resolveClick } from '@/renderer/redirects/model'
import type { ShopAnswer } from '@/services/stores'
import {
  autoplayOf, categoriesOf, categoryLine, cardsOf, distanceOf, formatDistance, hoursOf, imagesOf, metresBetween, moreTarget,
  navigationTarget, parseShopList, phoneOf, shopDetailTarget, shopLimit, showsNearest, statusOf, styleOf, typeLabelOf
} from './model'
import type { ShopListModel } from './types'

const shop = (id: string, over: Partial<ShopAnswer> = {}): ShopAnswer => ({
  id, name: `门店${id}`, shopImages: [], tags: [], frontCategoryIds: [], shopServiceIds: [], ...over
} as ShopAnswer)
const model = (over: Partial<ShopListModel> = {}): ShopListModel => ({ style: 'flat', shopIds: [], shopTags: [], shopTypes: [], shopServices: [], showMore: true, ...over })
const HERE = { latitude: 31.2304, longitude: 121.4737 }

describe('shop list config', () => {
  it('reads the two styles (flat, first-highlighted); anything else is flat', () => {
    expect([styleOf('HIGHLIGHT'), styleOf('first-highlight'), styleOf(2), styleOf('FLAT'), styleOf(1), styleOf(undefined), styleOf({})]).toEqual(['highlight', 'highlight', 'highlight', 'flat', 'flat', 'flat', 'flat'])
  })

  it('reads shopIds and the filters from arrays or comma-separated text; ids that are not ids refuse the block', () => {
    const parsed = parseShopList({ style: 2, shopIds: '1101, 1102,1101', shopTags: ['以旧换新', ''], shopTypes: [8, '21', 'x'], shopServices: '3，5', title: '  到店回收  ' })
    expect(parsed).toEqual({ ok: true, value: { style: 'highlight', title: '到店回收', shopIds: ['1101', '1102'], shopTags: ['以旧换新'], shopTypes: [8, 21], shopServices: ['3', '5'], showMore: true } })
    expect(parseShopList({ shopIds: ['1101', 'javascript:alert(1)'] })).toMatchObject({ ok: false })
    expect(parseShopList(null)).toMatchObject({ ok: true, value: { style: 'flat', shopIds: [], showMore: true } })
    expect(parseShopList({ showMore: false })).toMatchObject({ value: { showMore: false } })
  })
})

describe('shop list limits (002 §9)', () => {
  it('"The flat style shows at most 3 stores, the highlight style at most 2"', () => {
    expect([shopLimit('flat'), shopLimit('highlight')]).toEqual([3, 2])
    const five = ['1', '2', '3', '4', '5'].map((id) => shop(id))
    expect(cardsOf(five, 'flat', undefined).map((c) => c.id)).toEqual(['1', '2', '3'])
    expect(cardsOf(five, 'highlight', undefined).map((c) => c.id)).toEqual(['1', '2'])
  })

  it('"The category list shows 4 in the highlight style" (the flat one lists them all, in the answer\'s order; unknown ids left out)', () => {
    const ids = [6, 8, 7, 17, 9, 50, 86, 999]
    expect(categoriesOf(ids, 'highlight')).toEqual(['手机', '平板', '电脑/笔记本', '智能数码'])
    expect(categoriesOf(ids, 'flat')).toEqual(['手机', '平板', '电脑/笔记本', '智能数码', '摄影摄像', '名酒', '礼品卡'])
  })

  it('the category line: about 31 characters on screens wider than 413, 28 otherwise, cut with an ellipsis', () => {
    const names = categoriesOf([6, 8, 7, 17, 9, 50, 86], 'flat')
    const wide = categoryLine(names, 414) as string
    const at413 = categoryLine(names, 413) as string
    expect(Array.from(wide)).toHaveLength(31)
    expect(Array.from(at413)).toHaveLength(28)
    expect(wide.endsWith('…')).toBe(true)
    expect(at413.startsWith('回收品类：手机、平板、电脑/笔记本')).toBe(true)
    // A line that fits is whole on any width; none without categories.
    expect(categoryLine(['手机', '平板'], 320)).toBe('回收品类：手机、平板')
    expect(categoryLine([], 414)).toBeUndefined()
    // A line of exactly 28 characters is not cut on a narrow screen; 29 is.
    const exact = ['一二三四五六七八九十一二三四五六七八九十一二三']
    expect(categoryLine(exact, 375)).toHaveLength(28)
    expect(categoryLine(exact, 375)?.endsWith('…')).toBe(false)
    expect(categoryLine([`${exact[0]}四`], 375)?.endsWith('…')).toBe(true)
  })

  it('the image carousel autoplays every 2500 ms only with more than one image', () => {
    expect([autoplayOf(0), autoplayOf(1), autoplayOf(2), autoplayOf(3)]).toEqual([0, 0, 2500, 2500])
    const one = cardsOf([shop('1', { imgUrl: 'https://img.example/a.jpg' })], 'flat', undefined)[0]
    const two = cardsOf([shop('1', { imgUrl: 'https://img.example/a.jpg', shopImages: ['https://img.example/b.jpg'] })], 'flat', undefined)[0]
    expect([one.autoplayMs, two.autoplayMs]).toEqual([0, 2500])
  })

  it('images: imgUrl first, then shopImages, checked, no repeats, at most 3', () => {
    expect(imagesOf({ imgUrl: 'https://img.example/a.jpg', shopImages: ['https://img.example/a.jpg', 'javascript:alert(1)', 'https://img.example/b.jpg', 'https://img.example/c.jpg', 'https://img.example/d.jpg'] }))
      .toEqual(['https://img.example/a.jpg', 'https://img.example/b.jpg', 'https://img.example/c.jpg'])
  })
})

describe('distance and the nearest badge (002 §7 geolocation, §9)', () => {
  it('the nearest badge only on the first item and only under 30000 m', () => {
    expect([showsNearest(0, 29999), showsNearest(0, 30000), showsNearest(1, 100), showsNearest(0, undefined)]).toEqual([true, false, false, false])
    const near = cardsOf([shop('1', { distance: 29999.4 }), shop('2', { distance: 12 })], 'flat', HERE)
    expect(near.map((c) => [c.id, c.nearest])).toEqual([['2', true], ['1', false]])
    const far = cardsOf([shop('1', { distance: 30000 }), shop('2', { distance: 45000 })], 'flat', HERE)
    expect(far.map((c) => c.nearest)).toEqual([false, false])
  })

  it('with a location, nearest first (stores without a distance last, in order); without one, no distances and the answer\'s order', () => {
    const answers = [shop('a'), shop('b', { distance: 5200 }), shop('c', { latitude: 31.2404, longitude: 121.4737 }), shop('d', { distance: 800 })]
    expect(cardsOf(answers, 'flat', HERE).map((c) => [c.id, c.distance])).toEqual([['d', '800m'], ['c', '1.1km'], ['b', '5.2km']])
    expect(cardsOf(answers, 'flat', undefined).map((c) => [c.id, c.distance, c.nearest])).toEqual([['a', undefined, false], ['b', undefined, false], ['c', undefined, false]])
  })

  it('measures GCJ-02 points: 0.01° of latitude is about 1112 m; the answer\'s distance wins when given', () => {
    expect(Math.round(metresBetween(HERE, { latitude: 31.2404, longitude: 121.4737 }))).toBe(1112)
    expect(distanceOf({ distance: 300, latitude: 40, longitude: 116 }, HERE)).toBe(300)
    expect(distanceOf({ latitude: 0, longitude: 0 }, HERE)).toBeUndefined()
    expect(distanceOf({ distance: 300 }, undefined)).toBeUndefined()
  })

  it('formats: whole metres under 1000 (floored), km with one decimal under 100 km, whole km beyond', () => {
    expect([0, 56.9, 999.7, 1000, 1250, 12345, 99949, 99950, 123456].map(formatDistance)).toEqual(['0m', '56m', '999m', '1.0km', '1.3km', '12.3km', '99.9km', '100km', '123km'])
    expect([undefined, -1, NaN].map(formatDistance)).toEqual([undefined, undefined, undefined])
  })
})

describe('business status and hours (002 §3, §4)', () => {
  it('1 open, 2 closing soon, 3 resting, with their open or close time; another value shows no status', () => {
    expect(statusOf(1, '09:00', '21:00')).toEqual({ tone: 'open', label: '营业中', time: '21:00打烊' })
    expect(statusOf(2, '09:00', '21:00')).toEqual({ tone: 'closing', label: '即将打烊', time: '21:00打烊' })
    expect(statusOf(3, '明日09:00', '21:00')).toEqual({ tone: 'resting', label: '休息中', time: '明日09:00开始营业' })
    expect(statusOf(3)).toEqual({ tone: 'resting', label: '休息中', time: undefined })
    expect([statusOf(0), statusOf(4), statusOf(undefined)]).toEqual([undefined, undefined, undefined])
  })

  it('hours: one line when the weekend keeps them, weekdays and weekend when it differs; a time that is not HH:mm is left out', () => {
    expect(hoursOf({ businessStartTime: '09:00', businessEndTime: '21:00' })).toEqual(['营业时间 09:00-21:00'])
    expect(hoursOf({ businessStartTime: '9:30', businessEndTime: '21:00', weekendBusinessStartTime: '09:30', weekendBusinessEndTime: '21:00' })).toEqual(['营业时间 09:30-21:00'])
    expect(hoursOf({ businessStartTime: '09:00', businessEndTime: '21:00', weekendBusinessStartTime: '10:00', weekendBusinessEndTime: '22:00' })).toEqual(['周一至周五 09:00-21:00', '周末 10:00-22:00'])
    expect(hoursOf({ weekendBusinessStartTime: '10:00', weekendBusinessEndTime: '18:00' })).toEqual(['周末 10:00-18:00'])
    expect(hoursOf({ businessStartTime: '<b>', businessEndTime: '21:00' })).toEqual([])
  })

  it('store types: luxury 8, gift 20, gold 21 are labelled; the others are not shown', () => {
    expect([typeLabelOf(8), typeLabelOf(20), typeLabelOf(21), typeLabelOf(1), typeLabelOf(undefined)]).toEqual(['奢侈品', '礼品卡', '黄金', undefined, undefined])
  })

  it('a phone the device can dial, or none', () => {
    expect([phoneOf('400-010-2345'), phoneOf(' 021 6358 1234 '), phoneOf('+8613800000000'), phoneOf('tel:123'), phoneOf('12'), phoneOf(undefined)])
      .toEqual(['400-010-2345', '02163581234', '+8613800000000', undefined, undefined, undefined])
  })
})

describe('taps (002 §2)', () => {
  it('a store opens its detail page with shop_id; the navigation control ShopNavigationPreview with shopId and from=nearest', () => {
    expect(resolveClick(shopDetailTarget('1101'), 'ios')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://ShopDetail?shop_id=1101' })
    expect(resolveClick(navigationTarget('1101'), 'wechat_mp')).toMatchObject({ kind: 'miniPage', path: '/pages/shopNavigation/index?shopId=1101&from=nearest' })
  })

  it('"more" opens StoreList with shopIds and hideTab=1, or with shopTags, shopTypes, shopServices and hideTab=1', () => {
    expect(resolveClick(moreTarget(model({ shopIds: ['1101', '1102'], shopTags: ['以旧换新'] })), 'android')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://StoreList?shopIds=1101%2C1102&hideTab=1' })
    expect(resolveClick(moreTarget(model({ shopTags: ['以旧换新'], shopTypes: [8, 21], shopServices: ['3'] })), 'ios'))
      .toEqual({ kind: 'appDeepLink', url: `ahsapp://StoreList?shopTags=${encodeURIComponent('以旧换新')}&shopTypes=8%2C21&shopServices=3&hideTab=1` })
    expect(resolveClick(moreTarget(model()), 'alipay_mp')).toMatchObject({ path: '/pages/storeList/index?hideTab=1' })
  })
})

describe('shop list: edges the mutation run found untested (docs/testing.md)', () => {
  it('shopIds are whole ids of 1–18 digits: a letter before or after, or a 19th digit, refuses the block', () => {
    for (const bad of ['12a', 'a12', '1234567890123456789']) expect(parseShopList({ shopIds: [bad] }).ok).toBe(false)
    expect(parseShopList({ shopIds: ['123456789012345678', 7] })).toMatchObject({ ok: true, value: { shopIds: ['123456789012345678', '7'] } })
  })

  it('filters: numbers and trimmed texts, the first 40 characters, no repeats, at most 20; a store type is 1–4 digits', () => {
    const parsed = parseShopList({ shopTags: [' 回收 ', '回收', 5, Number.NaN, null, '', 'x'.repeat(50)], shopServices: Array.from({ length: 30 }, (_, i) => `s${i}`), shopTypes: ['8', '12345', 'a1', '20x', 21] })
    if (!parsed.ok) throw new Error(parsed.reason)
    expect(parsed.value.shopTags).toEqual(['回收', '5', 'x'.repeat(40)])
    expect(parsed.value.shopServices).toHaveLength(20)
    expect(parsed.value.shopTypes).toEqual([8, 21])
    expect(parseShopList({ shopTags: 5 })).toMatchObject({ ok: true, value: { shopTags: ['5'] } })
    expect(parseShopList({ title: '  ' })).toMatchObject({ ok: true, value: { title: undefined } })
  })

  it('hours: a time is HH:mm as a whole (not "9:30pm", "x09:30", "25:00"); a weekend differing only at its end is its own line', () => {
    expect(hoursOf({ businessStartTime: '9:30', businessEndTime: '21:00' })).toEqual(['营业时间 09:30-21:00'])
    for (const bad of ['9:30pm', 'x09:30', '25:00', '09:60']) expect(hoursOf({ businessStartTime: bad, businessEndTime: '21:00' })).toEqual([])
    expect(hoursOf({ businessStartTime: '09:00', businessEndTime: '21:00', weekendBusinessStartTime: '09:00', weekendBusinessEndTime: '22:00' })).toEqual(['周一至周五 09:00-21:00', '周末 09:00-22:00'])
    expect(hoursOf({ businessStartTime: '09:00', businessEndTime: '21:00', weekendBusinessStartTime: '10:00', weekendBusinessEndTime: '21:00' })).toEqual(['周一至周五 09:00-21:00', '周末 10:00-21:00'])
    expect(hoursOf({ businessStartTime: '09:00', businessEndTime: '21:00', weekendBusinessStartTime: '10:00' })).toEqual(['营业时间 09:00-21:00'])
    expect(hoursOf({ weekendBusinessStartTime: '10:00', weekendBusinessEndTime: '20:00' })).toEqual(['周末 10:00-20:00'])
  })

  it('a phone is a number as a whole: no text before or after it; spaces inside are removed, dashes kept', () => {
    expect(phoneOf('tel:13800000000')).toBeUndefined()
    expect(phoneOf('13800000000 转 8')).toBeUndefined()
    expect(phoneOf(' 138 0000 0000 ')).toBe('13800000000')
    expect(phoneOf('+86 21-6000 0000')).toBe('+8621-60000000')
  })

  it('metres by the haversine: 0.01° of longitude at 60° north is half of that at the equator; the answer is symmetric', () => {
    const equator = metresBetween({ latitude: 0, longitude: 100 }, { latitude: 0, longitude: 100.01 })
    const north = metresBetween({ latitude: 60, longitude: 100 }, { latitude: 60, longitude: 100.01 })
    expect(equator).toBeCloseTo(1112, 0)
    expect(north / equator).toBeCloseTo(0.5, 3)
    const a = { latitude: 31.2304, longitude: 121.4737 }
    const b = { latitude: 31.3, longitude: 121.5 }
    expect(metresBetween(a, b)).toBeCloseTo(metresBetween(b, a), 6)
    // 0.0696° north (7739 m) and 0.0263° east at 31.26° (2500 m).
    expect(metresBetween(a, b)).toBeCloseTo(8133, -1)
  })

  it('a store\'s own coordinates count only when real: latitude within 90, longitude within 180, not 0,0; the answer\'s 0 m is a distance', () => {
    const measured = (latitude: number, longitude: number) => distanceOf({ latitude, longitude }, HERE)
    expect(measured(91, 121)).toBeUndefined()
    expect(measured(31, 181)).toBeUndefined()
    expect(measured(0, 0)).toBeUndefined()
    expect(measured(90, 121.4737)).toBeGreaterThan(0)
    expect(measured(31.2304, 180)).toBeGreaterThan(0)
    expect(measured(0, 121.4737)).toBeGreaterThan(0)
    expect(distanceOf({ distance: 0, latitude: 40, longitude: 116 }, HERE)).toBe(0)
    expect(distanceOf({ distance: -1, latitude: 31.2304, longitude: 121.4737 }, HERE)).toBe(0)
  })

  it('cards: a store the answer lists twice is one card; missing tags and categories are none', () => {
    const cards = cardsOf([shop('1', { tags: undefined, frontCategoryIds: undefined } as Partial<ShopAnswer>), shop('1'), shop('2')], 'flat', undefined)
    expect(cards.map((c) => c.id)).toEqual(['1', '2'])
    expect([cards[0].tags, cards[0].categories]).toEqual([[], []])
  })
})
