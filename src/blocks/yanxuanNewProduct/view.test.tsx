import { act } from 'react'
import { zhCN } from '@/i18n/zh-CN'
import { BlockRegistry } from '@/renderer/registry'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'
import block from '.'

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
const registry = () => new BlockRegistry({ yanxuanNewProduct: block })

const item = (productId: number, name: string, price: number, officialPrice: number, extra: Record<string, unknown> = {}) => ({
  productId,
  product: { imageUrl: `https://img.example/${productId}.png`, name, price, officialPrice, subsidy: 500 },
  showPromotionText: true,
  promotionText: '以旧换新再补 300 元',
  showSubsidyTag: true,
  subsidyText: '国补立减500',
  showOfficialStrikePrice: true,
  showMarketingTag: true,
  marketingTagUrl: 'https://img.example/tag.png',
  buttonText: '立即购买',
  ...extra
})

const list = (position: string, configs: unknown[]) => component('yanxuanNewProduct', { position, configs })

describe('new-product sale list view (001 §2, §3, §5)', () => {
  it('renders two per row with floored prices; the official price struck only under 0.9 of it', async () => {
    await renderBlocks([list('LEFT', [
      item(1, 'Apple iPhone 15 128G', 4599.9, 5999),
      // 3699 is not under 0.9 × 3999 = 3599.1
      item(2, '小米 14', 3699, 3999, { showPromotionText: false, showSubsidyTag: false, showMarketingTag: false, buttonText: '' })
    ])], { registry: registry() })
    expect(qa('.yanxuan-new-product--cols-2')).toHaveLength(1)
    expect(qa('.yanxuan-new-product__card--left')).toHaveLength(2)
    expect(texts('.yanxuan-new-product__name')).toEqual(['Apple iPhone 15 128G', '小米 14'])
    expect(texts('.yanxuan-new-product__price .price__value')).toEqual(['4599', '3699'])
    expect(texts('.yanxuan-new-product__official')).toEqual(['¥5999'])
    expect(texts('.yanxuan-new-product__subsidy')).toEqual(['国补立减500'])
    expect(texts('.yanxuan-new-product__promotion')).toEqual(['以旧换新再补 300 元'])
    expect(qa('.yanxuan-new-product__marketing')).toHaveLength(1)
    expect(texts('.yanxuan-new-product__button')).toEqual(['立即购买', zhCN['yanxuanNewProduct.button']])
  })

  it('one item: one per row, the image on the RIGHT', async () => {
    await renderBlocks([list('RIGHT', [item(3, 'MacBook Pro 14', 13999, 16999)])], { registry: registry() })
    expect(qa('.yanxuan-new-product--cols-1')).toHaveLength(1)
    expect(qa('.yanxuan-new-product__card--right')).toHaveLength(1)
    expect(texts('.yanxuan-new-product__official')).toEqual(['¥16999'])
  })

  it('a luxury price is floored yuan, not units of ten thousand, beside the struck official price (001 §5)', async () => {
    // 128100.5 is under 0.9 × 148999 = 134099.1: the official price is struck.
    await renderBlocks([list('LEFT', [item(4, '爱马仕 Birkin 30', 128100.5, 148999)])], { registry: registry() })
    expect(texts('.yanxuan-new-product__price')).toEqual(['¥128100'])
    expect(texts('.yanxuan-new-product__official')).toEqual(['¥148999'])
  })

  it('a tap opens the new-product detail with the productId', async () => {
    const { platform } = await renderBlocks([list('LEFT', [item(1, 'A', 100, 200), item(100102, 'B', 100, 200)])], { registry: registry(), platform: { platform: () => 'wechat_mp' } })
    await act(async () => { qa('.yanxuan-new-product__card')[1].click() })
    expect(platform.open).toHaveBeenCalledWith({ kind: 'miniPage', path: '/pages/newProduct/index?productId=100102', tab: false })
  })

  it('issue 53: each card is a link named by its product and price (in preview, its name alone), its image decoration', async () => {
    const { platform } = await renderBlocks([list('LEFT', [item(1, 'Apple iPhone 15 128G', 4599.9, 5999), item(2, '小米 14', 3699, 3999)])], { registry: registry(), platform: { platform: () => 'wechat_mp' } })
    expect(qa('.yanxuan-new-product__card').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.tabIndex])).toEqual([
      ['link', 'Apple iPhone 15 128G，到手价 4599 元', 0],
      ['link', '小米 14，到手价 3699 元', 0]
    ])
    expect(qa('.yanxuan-new-product__card img').every((n) => n.getAttribute('alt') === '')).toBe(true)
    await act(async () => { qa('.yanxuan-new-product__card')[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) })
    expect(platform.open).toHaveBeenCalledWith({ kind: 'miniPage', path: '/pages/newProduct/index?productId=1', tab: false })
    document.body.innerHTML = ''
    await renderBlocks([list('LEFT', [item(1, 'Apple iPhone 15 128G', 4599.9, 5999)])], { registry: registry(), preview: true })
    expect(qa('.yanxuan-new-product__card')[0].getAttribute('aria-label')).toBe('Apple iPhone 15 128G')
  })

  it('masks prices in preview and says why an empty list is refused', async () => {
    await renderBlocks([list('LEFT', [item(1, 'A', 13999, 16999)]), list('LEFT', [{ productId: 2 }])].map((c, i) => ({ ...c, uuid: `n-${i}`, id: i })), { registry: registry(), preview: true })
    expect(texts('.yanxuan-new-product__price .price__value')).toEqual(['?????'])
    expect(document.body.textContent).toContain(zhCN['config.yanxuanNewProduct.noItems'])
  })
})
