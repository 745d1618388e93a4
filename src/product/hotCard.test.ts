import type { HotCardAnswer } from '@/services/hot'
import { hotCardOf, hotCardTarget, hotPrice, trendOf } from './hotCard'

const answer = (over: Partial<HotCardAnswer> = {}): HotCardAnswer => ({
  productId: '30112',
  productName: 'Apple iPhone 15 Pro Max 256G',
  productImage: 'https://img.example.cn/p/30112.jpg',
  inquiryPrice: 5280,
  couponPrice: 5430,
  inquiryKey: undefined,
  productTag: 1,
  trendDays: 7,
  trendStatus: 1,
  trendChangeAmount: 120,
  ...over
})

describe('hot card (002 §3, §5, §9)', () => {
  it('002 §3 productTag: 1 this device, 2 followed, 3 inquiry history, 4 hot; anything else has no tag', () => {
    expect([1, 2, 3, 4, 5, undefined].map((productTag) => hotCardOf(answer({ productTag })).tag?.text))
      .toEqual(['本机', '已关注', '询价记录', '热门', undefined, undefined])
  })

  it('002 §3 trendStatus 1 down, 2 flat, 3 up, over trendDays, with trendChangeAmount', () => {
    expect(trendOf(1, 7, 120)).toEqual({ name: 'down', text: '近7天降价¥120' })
    expect(trendOf(2, 30, 0)).toEqual({ name: 'flat', text: '近30天价格持平' })
    expect(trendOf(3, 15, 300.8)).toEqual({ name: 'up', text: '近15天上涨¥300' })
    // No period: the status alone; no usable amount: the direction without a figure; an unknown status: no line.
    expect(trendOf(1, undefined, 50)?.text).toBe('降价¥50')
    expect(trendOf(3, 7, 0)?.text).toBe('近7天价格上涨')
    expect(trendOf(1, 7, undefined)?.text).toBe('近7天价格下降')
    expect(trendOf(4, 7, 10)).toBeUndefined()
    expect(trendOf(undefined, 7, 10)).toBeUndefined()
  })

  it('002 §5, §9: a price above 100000 in units of ten thousand, 100000 itself in yuan', () => {
    expect(hotPrice(218600)).toBe('21.8万')
    expect(hotPrice(120000)).toBe('12万')
    expect(hotPrice(100000)).toBe('100000')
    expect(hotPrice(5280.9)).toBe('5280')
    expect(trendOf(3, 30, 150000)?.text).toBe('近30天上涨¥15万')
  })

  it('a tap opens Trade with inquiryKey when present, else Inquery with productId (002 §2)', () => {
    const app = (target: ReturnType<typeof hotCardTarget>['target']) => target.find((item) => item.platform === 'ios')?.scheme
    const trade = hotCardTarget({ productId: '30112', inquiryKey: 'IQ 7/8' })
    expect([trade.text, app(trade.target)]).toEqual(['去回收', 'ahsapp://Trade?inquiryKey=IQ%207%2F8'])
    const inquire = hotCardTarget({ productId: '30112', inquiryKey: undefined })
    expect([inquire.text, app(inquire.target)]).toEqual(['去估价', 'ahsapp://Inquery?productId=30112'])
    expect(inquire.target.find((item) => item.platform === 'wechat_mp')?.path).toBe('/pages/inquiry/index?productId=30112')
  })

  it('the coupon price only when it adds to the inquiry price; a bad image is no image', () => {
    expect(hotCardOf(answer()).couponPrice).toBe(5430)
    expect(hotCardOf(answer({ couponPrice: 5280 })).couponPrice).toBeUndefined()
    expect(hotCardOf(answer({ inquiryPrice: undefined })).couponPrice).toBe(5430)
    expect(hotCardOf(answer()).image).toBe('https://img.example.cn/p/30112.jpg')
    expect(hotCardOf(answer({ productImage: 'javascript:alert(1)' })).image).toBeUndefined()
  })
})
