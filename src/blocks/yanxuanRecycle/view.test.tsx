import { act } from 'react'
import { zhCN } from '@/i18n/zh-CN'
import { BlockRegistry } from '@/renderer/registry'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'
import block from '.'

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
const registry = () => new BlockRegistry({ yanxuanRecycle: block })

const item = (productId: number, name: string, maxPrice: number, subsidyAmount?: number, promotionText = '') => ({
  productId,
  promotionText,
  showPromotionTag: !!promotionText,
  product: { imageUrl: `https://img.example/${productId}.png`, name, maxPrice, subsidyAmount }
})

const items = [item(100101, 'iPhone 15 Pro', 5200, 300, '加价 300'), item(100108, '小米 14 Ultra', 3600), item(100201, 'iPad Air 5', 2100.5, 100.6, '加价 100')]
const recycle = (settings: Record<string, unknown>) => component('yanxuanRecycle', { configs: items, ...settings })

describe('recycle list view (001 §2, §3, §5)', () => {
  it('renders tiles with the highest price = maxPrice + subsidy (floored when shown), tags and the button text', async () => {
    await renderBlocks([recycle({ activityStyle: 'QUICKLY', columnSize: 2, buttonText: '马上卖' })], { registry: registry() })
    expect(qa('.yanxuan-recycle--quickly.yanxuan-recycle--cols-2')).toHaveLength(1)
    expect(texts('.yanxuan-recycle__name')).toEqual(['iPhone 15 Pro', '小米 14 Ultra', 'iPad Air 5'])
    // 5200 + 300; 3600; 2100.5 + 100.6 = 2201.1 → 2201
    expect(texts('.yanxuan-recycle__price .price__value')).toEqual(['5500', '3600', '2201'])
    expect(texts('.yanxuan-recycle__label')).toEqual(Array(3).fill(zhCN['yanxuanRecycle.highestPrice']))
    expect(texts('.yanxuan-recycle__tag')).toEqual(['加价 300', '加价 100'])
    expect(texts('.yanxuan-recycle__button')).toEqual(['马上卖', '马上卖', '马上卖'])
  })

  it('a luxury highest price is floored yuan, not units of ten thousand: 128000 + 100.5 → ¥128100 (001 §5)', async () => {
    await renderBlocks([component('yanxuanRecycle', { configs: [item(100301, '劳力士 潜航者', 128000, 100.5)] })], { registry: registry() })
    expect(texts('.yanxuan-recycle__price')).toEqual(['¥128100'])
  })

  it('columns from columnSize (1-4, else 2); ATMOSPHERE_FRAME style; default button text', async () => {
    await renderBlocks([4, 9].map((columnSize, i) => ({ ...recycle({ activityStyle: 'ATMOSPHERE_FRAME', columnSize }), uuid: `r-${i}`, id: i })), { registry: registry() })
    expect(qa('.yanxuan-recycle--atmosphere_frame').map((n) => n.className.match(/yanxuan-recycle--cols-\d/)?.[0])).toEqual(['yanxuan-recycle--cols-4', 'yanxuan-recycle--cols-2'])
    expect(texts('.yanxuan-recycle__button')[0]).toBe(zhCN['yanxuanRecycle.button'])
  })

  it('a tap opens the trade-in inquiry with the productId', async () => {
    const { platform } = await renderBlocks([recycle({})], { registry: registry(), platform: { platform: () => 'ios' } })
    await act(async () => { qa('.yanxuan-recycle__tile')[2].click() })
    expect(platform.open).toHaveBeenCalledWith({ kind: 'appDeepLink', url: 'ahsapp://Inquery?productId=100201' })
  })

  it('issue 53: each tile is a link named by its product and highest price (in preview, its name alone); Enter opens it', async () => {
    const { platform } = await renderBlocks([recycle({})], { registry: registry(), platform: { platform: () => 'ios' } })
    expect(qa('.yanxuan-recycle__tile').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.tabIndex])).toEqual([
      ['link', 'iPhone 15 Pro，最高可卖 5500 元', 0],
      ['link', '小米 14 Ultra，最高可卖 3600 元', 0],
      ['link', 'iPad Air 5，最高可卖 2201 元', 0]
    ])
    await act(async () => { qa('.yanxuan-recycle__tile')[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) })
    expect(platform.open).toHaveBeenCalledWith({ kind: 'appDeepLink', url: 'ahsapp://Inquery?productId=100101' })
    document.body.innerHTML = ''
    await renderBlocks([recycle({})], { registry: registry(), preview: true })
    expect(qa('.yanxuan-recycle__tile')[0].getAttribute('aria-label')).toBe('iPhone 15 Pro')
  })

  it('says why a list without a usable item is refused (preview)', async () => {
    await renderBlocks([component('yanxuanRecycle', { configs: [{ productId: 1, product: { name: 'x' } }] })], { registry: registry(), preview: true })
    expect(qa('.yanxuan-recycle')).toHaveLength(0)
    expect(document.body.textContent).toContain(zhCN['config.yanxuanRecycle.noItems'])
  })
})
