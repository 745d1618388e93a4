/**
 * The image-text navigation's `firstBox` hint (index.html's boot preview leaves that much room for it) held
 * to the block: a height exactly when the block shows one row that does not scroll, the title line counted
 * exactly when the block draws a title. Its laid-out height in a browser: test/e2e/bootPreview.test.ts.
 */
import { firstScreenContext } from '@/firstScreen/context'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'
import { scenarioComponents } from '../../../test/utils/scenarioComponents'
import { PER_ROW } from './model'
import { firstBox } from './firstScreen'

jest.setTimeout(60_000)

const ctx = firstScreenContext(() => undefined)
const item = (title: unknown, imageUrl: unknown, extra: Record<string, unknown> = {}) => ({ title, redirect: { imageUrl }, ...extra })
const icon = 'https://img.example/icon.png'

// style.scss: padding 10 + 10, icon 44, title margin 4 + line 16, margin below 10.
const WITH_TITLES = 10 + 44 + 4 + 16 + 10 + 10
const ICONS_ONLY = 10 + 44 + 10 + 10

describe('imageTextNav firstBox: the block\'s height in design px, from its config', () => {
  it('one row with a title line when any item has a title (94), without one when none has (74)', () => {
    expect(WITH_TITLES).toBe(94)
    expect(firstBox({ resources: [item('手机', icon), item('平板', icon)] }, ctx)).toBe(WITH_TITLES)
    expect(firstBox({ resources: [item('', icon), item('  ', icon), item('回收', undefined)] }, ctx)).toBe(WITH_TITLES)
    expect(firstBox({ resources: [item(undefined, icon), item('', '//img.example/b.png'), { defaultImageUrl: icon }] }, ctx)).toBe(ICONS_ONLY)
  })

  it(`none when the block is not one fixed row: no usable item (no block), or more than ${PER_ROW} (a row that scrolls)`, () => {
    expect(firstBox({}, ctx)).toBeUndefined()
    expect(firstBox({ resources: 'x' }, ctx)).toBeUndefined()
    expect(firstBox({ resources: [null, 7, [], item('', 'javascript:alert(1)'), item(3, undefined)] }, ctx)).toBeUndefined()
    expect(firstBox({ resources: Array.from({ length: PER_ROW }, () => item('a', icon)) }, ctx)).toBe(WITH_TITLES)
    expect(firstBox({ resources: Array.from({ length: PER_ROW + 1 }, () => item('a', icon)) }, ctx)).toBeUndefined()
    // An unusable entry does not count towards the row.
    expect(firstBox({ resources: [...Array.from({ length: PER_ROW }, () => item('a', icon)), item('', '')] }, ctx)).toBe(WITH_TITLES)
  })

  /** What the block renders for these settings: nothing, a scrolling row, or a fixed row with or without a title line. */
  async function rendered (contents: unknown): Promise<'none' | 'scroll' | 'titled' | 'icons'> {
    const { utils } = await renderBlocks([component('imageTextNav', contents)])
    const root = document.querySelector('.image-text-nav')
    const shape = !root ? 'none' : root.classList.contains('image-text-nav--scroll') ? 'scroll' : root.querySelector('.image-text-nav__title') ? 'titled' : 'icons'
    utils.unmout()
    return shape
  }
  const promised = (box: number | undefined) => box === undefined ? 'none or scroll' : box === WITH_TITLES ? 'titled' : box === ICONS_ONLY ? 'icons' : `unknown ${box}`

  it('is the block\'s own shape, for the scenarios\' navigations and odd settings', async () => {
    const cases: unknown[] = [
      ...scenarioComponents('imageTextNav').map((c) => (c.data?.imageTextNav as { contents: unknown[] }).contents[0]),
      { resources: [item('手机', icon), item('', icon)] },
      { resources: [item(' ', icon), item(undefined, icon)] },
      { resources: [item('x'.repeat(40), undefined)] },
      { resources: [item(['手机'], icon), item({}, undefined, { defaultImageUrl: icon })] },
      { resources: Array.from({ length: 25 }, () => item('a', icon)) },
      { resources: [...Array.from({ length: 5 }, () => item('a', icon)), item('', 'data:image/png;base64,AAAA')] },
      { resources: [] },
      { resources: [item('', '')] }
    ]
    expect(cases.length).toBeGreaterThan(8)
    for (const contents of cases) {
      const shape = await rendered(contents)
      const box = firstBox(contents as Record<string, unknown>, ctx)
      expect([contents, promised(box)]).toEqual([contents, shape === 'none' || shape === 'scroll' ? 'none or scroll' : shape])
    }
  })
})
