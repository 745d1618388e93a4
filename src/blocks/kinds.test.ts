import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BLOCK_ALIASES, BLOCK_KINDS, CONFIG_KINDS } from './kinds'
import { component, flush, renderBlocks } from '../../test/utils/renderBlocks'

/** docs/kinds.md's table: 000 §1's name → the kind (or — for none). */
function mapping (): Array<[string, string]> {
  const doc = readFileSync(path.join(__dirname, '../../docs/kinds.md'), 'utf8')
  return doc.split('\n').filter((line) => /^\| [^-|]/.test(line) && !line.startsWith('| 000 §1 name'))
    .map((line) => line.split('|').map((cell) => cell.trim())).map(([, name, kind]) => [name, kind])
}

describe("spec 000 §1's component names (docs/kinds.md)", () => {
  it('every name maps to a kind this build renders, except the one decided to have none', () => {
    const rows = mapping()
    expect(rows.length).toBeGreaterThanOrEqual(39)
    const missing = rows.filter(([, kind]) => kind.startsWith('`') && !CONFIG_KINDS.includes(kind.replace(/`/g, '')))
    expect(missing).toEqual([])
    expect(rows.filter(([, kind]) => !kind.startsWith('`')).map(([name]) => name)).toEqual(['add-price coupon spree'])
    expect(Object.fromEntries(rows)['local-device valuation']).toBe('`localDeviceValuation`')
    expect(Object.fromEntries(rows)['distance adjust']).toBe('`distanceAdjust`')
  })

  it('distanceAdjust is the spacing block under 000 §1\'s name: the same gap in design px', async () => {
    await renderBlocks([component('distanceAdjust', { height: 20, bgColor: '#ffeedd' }, 'da-1'), component('spacing', { height: 20, bgColor: '#ffeedd' }, 'sp-1')])
    await flush()
    const gaps = [...document.querySelectorAll<HTMLElement>('.spacing')]
    expect(gaps).toHaveLength(2)
    expect(gaps[0].getAttribute('style')).toBe(gaps[1].getAttribute('style'))
    expect(gaps[0].style.height).not.toBe('')
  })

  it('a kind no spec describes (the add-price coupon spree): nothing released, a note in preview', async () => {
    const named = [component('addPriceCouponSpree', {}, 'ap-1')]
    const released = await renderBlocks(named)
    await flush()
    expect(document.body.textContent).toBe('')
    expect(released.tracker.reportBlockError).not.toHaveBeenCalled()
    document.body.innerHTML = ''
    await renderBlocks(named, { preview: true })
    await flush()
    expect(document.body.textContent).toContain('暂不支持的组件类型「addPriceCouponSpree」（组件 ap-1），正式页面中不会显示')
  })
})

describe('the registry every target builds (blocks/index.ts, index.h5.ts)', () => {
  it('draws an alias with its block (spacing\'s meta.ts: distanceAdjust), on every target', async () => {
    expect([...BLOCK_ALIASES]).toEqual([['distanceAdjust', 'spacing']])
    expect(BLOCK_KINDS).not.toContain('distanceAdjust')
    for (const { createRegistry } of [await import('.'), await import('./index.h5')]) {
      const registry = createRegistry()
      expect(registry.has('distanceAdjust')).toBe(true)
      expect((await registry.load('distanceAdjust')).kind).toBe('spacing')
      expect(registry.peek('distanceAdjust')).toBe(await registry.load('spacing'))
    }
  })

  it('knows the floating kinds from the blocks\' meta.ts before any block loads: the popup, the icons, the bottom bar', async () => {
    const { createRegistry } = await import('.')
    const registry = createRegistry()
    expect(BLOCK_KINDS.filter((kind) => registry.floats(kind)).sort()).toEqual(['backTop', 'bottomNav', 'modal', 'suspendIcon'])
    expect(registry.floats('banner')).toBe(false)
  })
})
