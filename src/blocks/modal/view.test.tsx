import { act } from 'react'
import { component, flush, renderBlocks, settle } from '../../../test/utils/renderBlocks'

const IMG = 'https://img.example/a.png'
const q = (sel: string) => document.querySelector(sel) as HTMLElement
const modal = (modalInterval: string) => component('modal', { redirect: { imageUrl: IMG, redirects: [] }, uniqueIdentifier: 'pop', modalInterval })

describe('modal popup (000 §4, §9)', () => {
  // Each interval rule's flag and its days are the store's: store.test.ts.
  it('DAILY: shows, sets its flag in the platform\'s cookies, closes', async () => {
    const { utils, platform } = await renderBlocks([modal('DAILY')])
    expect(q('.modal--open')).not.toBeNull()
    expect(platform.cookies.get('ahs_modal_pop')).toBe('1')
    utils.fireEvent.click(q('.modal__close'))
    await flush()
    expect(q('.modal--open')).toBeNull()
  })

  it('stays hidden while the flag is set', async () => {
    await renderBlocks([modal('DAILY')], { platform: { cookies: { get: () => '1', set: jest.fn(), remove: jest.fn() } as never } })
    expect(q('.modal--open')).toBeNull()
  })
})

it('an EVERY_TIME popup closed once does not pop up again when the page refreshes silently (its store outlives the view)', async () => {
  const { utils, root } = await renderBlocks([modal('EVERY_TIME')])
  utils.fireEvent.click(q('.modal__close'))
  await flush()
  utils.unmout()
  // The refreshed page brings the same component (same uuid) back; the root and its block stores stay.
  const { mount } = await import('../../../test/utils/mount')
  const { createRegistry } = await import('@/blocks')
  const { BlockList } = await import('@/renderer/BlockList')
  const { StoreContext } = await import('@/stores')
  const Again = () => <StoreContext.Provider value={root}><BlockList registry={createRegistry()} components={[modal('EVERY_TIME')]} /></StoreContext.Provider>
  await mount(Again, {})
  await settle()
  expect(document.querySelector('.modal--closed')).not.toBeNull()
  expect(q('.modal--open')).toBeNull()
})

/** axe-core's WCAG 2.x A/AA and best-practice rules on what is drawn (colours and the page's landmarks are the browser tests'). */
async function axeViolations (): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const axe = require('axe-core') as { run: (context: Element, options: unknown) => Promise<{ violations: Array<{ id: string }> }> }
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, 'page-has-heading-one': { enabled: false }, 'landmark-one-main': { enabled: false } }
  })
  return result.violations.map((v) => v.id)
}

describe('the popup as a modal dialog (issue 53)', () => {
  const frame = () => act(async () => { await new Promise((resolve) => requestAnimationFrame(resolve)) })

  it('a dialog named 活动弹窗; its image a link to the configured page, its close a 44 px button named 关闭; the focus goes in; Escape closes it', async () => {
    await renderBlocks([component('modal', { redirect: { imageUrl: IMG, redirects: [{ platform: 'm', path: 'https://m.example.cn/pop' }] }, modalInterval: 'EVERY_TIME' })])
    const dialog = q('.modal--open')
    expect([dialog.getAttribute('role'), dialog.getAttribute('aria-modal'), dialog.getAttribute('aria-label')]).toEqual(['dialog', 'true', '活动弹窗'])
    expect(q('.modal__mask').getAttribute('aria-hidden')).toBe('true')
    const image = q('.modal__image')
    expect([image.getAttribute('role'), image.getAttribute('aria-label')]).toEqual(['link', '查看活动详情'])
    const close = q('.modal__close')
    expect([close.getAttribute('role'), close.getAttribute('aria-label'), close.tabIndex]).toEqual(['button', '关闭', 0])
    expect(await axeViolations()).toEqual([])
    await frame()
    expect(document.activeElement).toBe(image)
    act(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })) })
    await flush()
    expect(q('.modal--open')).toBeNull()
  })

  it('without a configured page the image is a button that closes the popup (as a tap on it does)', async () => {
    const { utils } = await renderBlocks([modal('EVERY_TIME')])
    const image = q('.modal__image')
    expect([image.getAttribute('role'), image.getAttribute('aria-label')]).toEqual(['button', '关闭活动弹窗'])
    utils.fireEvent.click(image)
    await flush()
    expect(q('.modal--open')).toBeNull()
  })
})
