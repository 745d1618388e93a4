import { mount } from '../../../test/utils/mount'
import { PrizeCode, PrizePanel, PrizePanelButton, PrizePanelList, PrizeShipping } from '.'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const classes = (sel: string) => Array.from(q(sel)?.classList ?? [])

/** A panel as a block puts it together: my prizes, empty, or a prize's detail. */
function Panel ({ onClose, onCopy, empty }: { onClose: () => void, onCopy: (value: string) => void, empty: boolean }) {
  return (
    <PrizePanel block='probe' modifier='detail' title='我的奖品' closeLabel='关闭' onClose={onClose}>
      <PrizePanelList block='probe' emptyText={empty ? '暂无奖品' : undefined} />
      <PrizeCode block='probe' label='兑换码' value='AB-123' copyText='复制' onCopy={onCopy} />
      <PrizeShipping block='probe' label='收货信息' receiver='张三 13800000000' address='北京市朝阳区' />
      <PrizePanelButton block='probe' label='关闭' onTap={onClose} />
    </PrizePanel>
  )
}

async function show (empty: boolean) {
  const handlers = { onClose: jest.fn(), onCopy: jest.fn() }
  const utils = await mount(Panel as never, { ...handlers, empty } as never)
  return { utils, ...handlers }
}

describe('prize panel (002 §2 modal screens)', () => {
  it('each part carries the shared class and the block\'s own (its colours, its tests)', async () => {
    await show(false)
    expect(classes('.prize-panel')).toEqual(['prize-panel', 'probe__panel', 'probe__panel--detail'])
    expect(classes('.prize-panel__head')).toContain('probe__panel-head')
    expect(classes('.prize-panel__close')).toContain('probe__panel-close')
    expect(classes('.prize-code__value')).toContain('probe__code-value')
    expect(classes('.prize-code__copy')).toContain('probe__code-copy')
  })

  it('the title, ×, 关闭 close; 复制 copies its own code', async () => {
    const { utils, onClose, onCopy } = await show(false)
    expect(q('.prize-panel__title')?.textContent).toBe('我的奖品')
    utils.fireEvent.click(q('.prize-panel__close') as HTMLElement)
    utils.fireEvent.click(q('.prize-panel__button') as HTMLElement)
    expect(onClose).toHaveBeenCalledTimes(2)
    utils.fireEvent.click(q('.prize-code__copy') as HTMLElement)
    expect(onCopy).toHaveBeenCalledWith('AB-123')
  })

  it('declares no dialog of its own (the host is the modal dialog); its controls are buttons named by the block\'s words', async () => {
    await show(false)
    expect(q('[role=dialog]')).toBeNull()
    const named = (sel: string) => [q(sel)?.getAttribute('role'), q(sel)?.getAttribute('aria-label'), q(sel)?.tabIndex]
    expect(named('.prize-panel__close')).toEqual(['button', '关闭', 0])
    expect(named('.prize-panel__button')).toEqual(['button', '关闭', 0])
    // 复制 says what it copies.
    expect(named('.prize-code__copy')).toEqual(['button', '复制兑换码', 0])
    expect(q('.prize-code__copy')?.textContent).toBe('复制')
  })

  it('the empty line only once the list has come empty', async () => {
    await show(false)
    expect(q('.prize-panel__empty')).toBeNull()
    await show(true)
    expect(q('.prize-panel__empty')?.textContent).toBe('暂无奖品')
  })

  it('the shipping box: its label, the receiver, the address', async () => {
    await show(false)
    expect(q('.probe__shipping')?.textContent).toBe('收货信息张三 13800000000北京市朝阳区')
  })
})
