/**
 * The floor bar's `firstBox` hint (index.html's boot preview leaves that much room for it) held to the
 * block: a height exactly when the block shows. Its laid-out height in a browser: test/e2e/bootPreview.test.ts.
 */
import { firstScreenContext } from '@/firstScreen/context'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'
import { scenarioComponents } from '../../../test/utils/scenarioComponents'
import { firstBox } from './firstScreen'

jest.setTimeout(60_000)

const ctx = firstScreenContext(() => undefined)
const tab = (title: unknown, targetFloorUuid: unknown, extra: Record<string, unknown> = {}) => ({ title, targetFloorUuid, ...extra })

// style.scss: a 44 px bar, 10 px below it.
const BAR = 44 + 10

describe('floorNav firstBox: the bar\'s height in design px, from its config', () => {
  it('54 whenever a tab has a title or an image and names its floor, however many tabs (a bar that scrolls is as high)', () => {
    expect(BAR).toBe(54)
    expect(firstBox({ resources: [tab('手机', 'f-1')] }, ctx)).toBe(BAR)
    expect(firstBox({ resources: Array.from({ length: 12 }, (_, i) => tab(`楼层${i}`, `f-${i}`)) }, ctx)).toBe(BAR)
    expect(firstBox({ resources: [tab('', 'f-1', { redirect: { imageUrl: 'https://img.example/t.png' } })] }, ctx)).toBe(BAR)
    expect(firstBox({ resources: [tab(undefined, 'f-1', { defaultImageUrl: '//img.example/t.png' })] }, ctx)).toBe(BAR)
  })

  it('none when no tab can show: no floor, no title or image, not an object', () => {
    expect(firstBox({}, ctx)).toBeUndefined()
    expect(firstBox({ resources: [tab('手机', ''), tab('手机', '  '), tab('手机', 7), tab('', 'f-1'), tab(' ', 'f-1', { redirect: { imageUrl: 'javascript:alert(1)' } }), null, 'x', []] }, ctx)).toBeUndefined()
    // Beyond lib/navResources MAX_NAV_ITEMS (20), an entry is not read.
    expect(firstBox({ resources: [...Array.from({ length: 20 }, () => tab('', 'f')), tab('手机', 'f-1')] }, ctx)).toBeUndefined()
  })

  it('says a height exactly when the block shows, for the scenarios\' bars and odd settings', async () => {
    const cases: unknown[] = [
      ...scenarioComponents('floorNav').map((c) => (c.data?.floorNav as { contents: unknown[] }).contents[0]),
      { resources: [tab('手机', 'f-1'), tab('', 'f-2')] },
      { resources: [tab('手机', '')] },
      { resources: [tab('', 'f-1', { activeImageUrl: 'https://img.example/a.png' })] },
      { resources: [tab('', 'f-1', { redirect: { imageUrl: 'https://img.example/t.png' } })] },
      { resources: [tab({}, 'f-1'), tab('a', ['f'])] },
      { resources: [] },
      {}
    ]
    for (const contents of cases) {
      const { utils } = await renderBlocks([component('floorNav', contents)])
      const shows = !!document.querySelector('.floor-nav__bar')
      utils.unmout()
      expect([contents, firstBox(contents as Record<string, unknown>, ctx)]).toEqual([contents, shows ? BAR : undefined])
    }
  })
})
