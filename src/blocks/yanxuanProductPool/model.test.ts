import { t } from '@/i18n'
import { MAX_TABS, parseProductPool, showsTabs } from './model'

describe('product pool config (001 §3 "poolId, isSecondSift, tabIsTop, tabBgColor, selectedBgColor, selectedTextColor, unselectedTextColor, configs[poolId, siftTitle]")', () => {
  it('reads configs as tabs, the flags and the colours', () => {
    const parsed = parseProductPool({
      poolId: 7, isSecondSift: true, tabIsTop: 1, tabBgColor: '#fff', selectedBgColor: '#ff5a3c', selectedTextColor: 'white', unselectedTextColor: 'red;background:url(x)',
      configs: [{ poolId: 7, siftTitle: '手机' }, { poolId: '8', siftTitle: '平板' }, { poolId: 7, siftTitle: '重复' }, { poolId: -1 }, null]
    })
    expect(parsed).toEqual({
      ok: true,
      value: {
        tabs: [{ poolId: '7', title: '手机' }, { poolId: '8', title: '平板' }],
        secondSift: true,
        sticky: true,
        colors: { tabBg: '#fff', selectedBg: '#ff5a3c', selectedText: 'white', unselectedText: undefined }
      }
    })
    expect(parsed.ok && showsTabs(parsed.value)).toBe(true)
  })

  it('the tabs\' texts read on their fills (4.5:1), else a readable text, named in preview', () => {
    const colors = (raw: Record<string, unknown>) => { const r = parseProductPool({ poolId: 7, ...raw }); return r.ok ? [r.value.colors, r.notes ?? []] : r.reason }
    expect(colors({ selectedBgColor: '#c93d1b', selectedTextColor: '#ffffff', unselectedTextColor: '#333333' }))
      .toEqual([{ tabBg: undefined, selectedBg: '#c93d1b', selectedText: '#ffffff', unselectedText: '#333333' }, []])
    // The pool scenario's white on #ff5a3c (3.10:1); a pale grey on the white bar.
    expect(colors({ tabBgColor: '#ffffff', selectedBgColor: '#ff5a3c', selectedTextColor: '#ffffff', unselectedTextColor: '#bbbbbb' })).toEqual([
      { tabBg: '#ffffff', selectedBg: '#ff5a3c', selectedText: '#1f1f1f', unselectedText: '#1f1f1f' },
      ['商品池选中标签文字颜色 #ffffff 与背景对比度 3.10:1，低于 4.5:1，页面已改用 #1f1f1f', '商品池未选中标签文字颜色 #bbbbbb 与背景对比度 1.92:1，低于 4.5:1，页面已改用 #1f1f1f']
    ])
  })

  it('without configs the block shows its own poolId as one pool, and no tab bar', () => {
    const parsed = parseProductPool({ poolId: 'pool-a' })
    expect(parsed.ok && parsed.value.tabs).toEqual([{ poolId: 'pool-a', title: '' }])
    expect(parsed.ok && showsTabs(parsed.value)).toBe(false)
  })

  it('refuses a config naming no pool, with the reason preview shows', () => {
    expect(parseProductPool({ configs: [{ siftTitle: 'x' }] })).toEqual({ ok: false, reason: t('config.yanxuanProductPool.noPool') })
    expect(parseProductPool(null).ok).toBe(false)
  })

  it(`reads at most ${MAX_TABS} tabs`, () => {
    const configs = Array.from({ length: 30 }, (_, i) => ({ poolId: i + 1, siftTitle: `池${i}` }))
    const parsed = parseProductPool({ configs })
    expect(parsed.ok && parsed.value.tabs.length).toBe(MAX_TABS)
  })
})
