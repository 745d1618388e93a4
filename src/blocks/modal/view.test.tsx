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
