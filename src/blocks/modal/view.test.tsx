import { component, flush, renderBlocks } from '../../../test/utils/renderBlocks'

const IMG = 'https://img.example/a.png'
const q = (sel: string) => document.querySelector(sel) as HTMLElement
const modal = (modalInterval: string) => component('modal', { redirect: { imageUrl: IMG, redirects: [] }, uniqueIdentifier: 'pop', modalInterval })

describe('modal popup (000 §4, §9)', () => {
  it('DAILY: shows, sets its flag for 1 day, closes; the next visit does not show it', async () => {
    const { utils, platform } = await renderBlocks([modal('DAILY')])
    expect(q('.modal')).not.toBeNull()
    expect(platform.cookies.get('ahs_modal_pop')).toBe('1')
    expect(platform.cookies.days.get('ahs_modal_pop')).toBe(1)
    utils.fireEvent.click(q('.modal__close'))
    await flush()
    expect(q('.modal')).toBeNull()
  })

  it('FIRST_TIME keeps its flag 365 days; EVERY_TIME sets none', async () => {
    const first = await renderBlocks([modal('FIRST_TIME')])
    expect(first.platform.cookies.days.get('ahs_modal_pop')).toBe(365)
    const every = await renderBlocks([modal('EVERY_TIME')])
    expect(every.platform.cookies.get('ahs_modal_pop')).toBeUndefined()
  })

  it('stays hidden while the flag is set', async () => {
    await renderBlocks([modal('DAILY')], { platform: { cookies: { get: () => '1', set: jest.fn(), remove: jest.fn() } as never } })
    expect(q('.modal')).toBeNull()
  })
})
