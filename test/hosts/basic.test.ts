/**
 * The `basic` scenario (every basic block) on the four mini-program builds:
 * it renders, its countdown ticks inside a CustomWrapper with a small setData,
 * and its taps reach the host.
 */
import fs from 'node:fs'
import path from 'node:path'
import { MINI_TARGETS, type MiniProgramHarness, type MiniTarget } from './harness'
import { scenarioPage } from './scenarioPage'
import { expectFirstRenderWithinBudget, expectTicksWithinBudget, FIRST_RENDER_MAX_BYTES, FIRST_RENDER_MAX_CALLS, TICK_SETDATA_BUDGET_BYTES } from './budgets'

const ROOT = path.resolve(__dirname, '..', '..')

interface Component { type: string, uuid: string, data: Record<string, { contents: Array<Record<string, unknown>> }> }
const basic = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'scenarios', 'basic.json'), 'utf8')) as { page: { components: Component[] } }
const contentsOf = (type: string) => basic.page.components.find((c) => c.type === type)?.data[type].contents[0] as Record<string, unknown>


const scenario = scenarioPage('basic')
const open = (target: MiniTarget): Promise<MiniProgramHarness> => scenario.open(target)

describe.each(MINI_TARGETS)('%s: basic scenario', (target) => {
  test('renders every basic block', async () => {
    const h = await open(target)
    for (const cls of ['header-image', 'countdown', 'banner', 'slide', 'hot-image', 'campaign-signup', 'tab', 'recycle', 'multi-image', 'video', 'rich-text', 'modal', 'spacing']) {
      expect([cls, h.findByClass(cls).length > 0]).toEqual([cls, true])
    }
    // Recycle tiles show maxPrice + subsidyAmount.
    expect(h.texts()).toContain('4980')
    // The hot image has one tappable zone per configured rectangle.
    expect(h.findByClass('hot-image__zone')).toHaveLength((contentsOf('hotImage').configs as unknown[]).length)
    // The mutex group shows its first renderable group (the lottery is not in this build).
    expect(h.findByClass('banner').length).toBe(2)
    // Rich text is built from nodes: its texts are there, no HTML.
    expect(h.texts()).toContain('活动规则')
    expect(h.unemulatedCalls()).toEqual([])
  })

  test(`first render: at most ${FIRST_RENDER_MAX_CALLS} setData calls and ${FIRST_RENDER_MAX_BYTES / 1024} KB`, async () => {
    const h = await open(target)
    expectFirstRenderWithinBudget(h)
    // The entry popup is last in the config but floats over the page: it comes with the first render,
    // not with the last batch of blocks.
    const first = h.setDataLog.filter((e) => 'root.cn' in e.payload)
    expect(JSON.stringify(first[first.length - 1].payload)).toContain('modal__dialog')
  })

  test(`a countdown tick updates only the countdown's text, in under ${TICK_SETDATA_BUDGET_BYTES} bytes`, async () => {
    const h = await open(target)
    await expectTicksWithinBudget(h)
  })

  test('tapping a tab shows its group; closing the popup removes it', async () => {
    const h = await open(target)
    await h.tapAndSettle(h.getByText('平板'))
    expect(h.texts()).toContain('iPad Air 5')
    await h.tapAndSettle(h.getByClass('modal__close'))
    expect(h.findByClass('modal--open')).toHaveLength(0)
  })
})
