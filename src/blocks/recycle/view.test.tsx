import { zhCN } from '@/i18n/zh-CN'
import { BlockRegistry } from '@/renderer/registry'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'
import block from '.'

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)

const tile = (name: string, maxPrice: number, subsidyAmount?: number) => ({ product: { imageUrl: `https://img.example/${encodeURIComponent(name)}.png`, name, maxPrice, subsidyAmount } })

describe('recycle tiles view (000 §2, §5)', () => {
  it('a luxury highest price (maxPrice + subsidyAmount) reads in yuan, not units of ten thousand', async () => {
    await renderBlocks([component('recycle', { recycleConfigs: [tile('劳力士 潜航者', 128000, 999), tile('iPhone 15 Pro', 4680, 300)] })], { registry: new BlockRegistry({ recycle: block }) })
    expect(texts('.recycle__price')).toEqual(['¥128999', '¥4980'])
    expect(texts('.recycle__subsidy')[0]).toBe(zhCN['recycle.subsidy'].replace('{amount}', '999'))
  })

  it('each tile with a target is a link named by what it shows: name, highest price, subsidy, button (issue 53)', async () => {
    const linked = (config: ReturnType<typeof tile>) => ({ ...config, imageAndRedirect: { redirects: [{ platform: 'm', path: 'https://m.example.cn/r' }] } })
    await renderBlocks([component('recycle', { recycleConfigs: [linked(tile('iPhone 15 Pro', 4680, 300)), linked(tile('iPad', 1000)), tile('Watch', 500)] })], { registry: new BlockRegistry({ recycle: block }) })
    expect(qa('.recycle__tile').map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])).toEqual([
      ['link', 'iPhone 15 Pro 最高回收价¥4980 补贴¥300 立即回收'],
      ['link', 'iPad 最高回收价¥1000 立即回收'],
      // No target: a tap does nothing, so no control.
      [null, null]
    ])
  })
})
