/**
 * The mini-program budgets every scenario's host tests assert (issues 7 and 9):
 * a first render of at most 2 setData calls and 64 KB, and a tick of a
 * countdown that is the CustomWrapper's own small setData of texts only.
 */
import type { MiniProgramHarness } from './harness'

export const TICK_SETDATA_BUDGET_BYTES = 300
export const FIRST_RENDER_MAX_CALLS = 2
export const FIRST_RENDER_MAX_BYTES = 64 * 1024

/**
 * The first render is what sets the page's whole tree (`root.cn`): the loading
 * mask, then the page. Updates that come later with live data (a price answer,
 * a count-up starting) patch paths of it; when they land depends on the
 * network, so they are held to the byte budget each, not counted as first render.
 */
export function expectFirstRenderWithinBudget (h: MiniProgramHarness): void {
  const full = h.setDataLog.filter((e) => 'root.cn' in e.payload)
  expect(full.length).toBeGreaterThanOrEqual(1)
  expect(full.length).toBeLessThanOrEqual(FIRST_RENDER_MAX_CALLS)
  expect(full.reduce((sum, e) => sum + e.bytes, 0)).toBeLessThanOrEqual(FIRST_RENDER_MAX_BYTES)
  for (const later of h.setDataLog.filter((e) => !('root.cn' in e.payload))) expect(later.bytes).toBeLessThanOrEqual(FIRST_RENDER_MAX_BYTES)
}

/** Advances the host's clock 4 s: at least 3 ticks, each under the budget, texts only, sent by the wrapper rather than the page. */
export async function expectTicksWithinBudget (h: MiniProgramHarness): Promise<void> {
  const before = h.setDataLog.length
  await h.advance(4000)
  const ticks = h.setDataLog.slice(before)
  expect(ticks.length).toBeGreaterThanOrEqual(3)
  for (const tick of ticks) {
    expect(tick.bytes).toBeLessThan(TICK_SETDATA_BUDGET_BYTES)
    // Only text changes: every key is a text value.
    expect(Object.keys(tick.payload).every((k) => k.endsWith('.v'))).toBe(true)
  }
  // The ticking part sits in a CustomWrapper: each tick is the wrapper's own setData, not the page's.
  expect(ticks.every((tick) => tick.by !== 'page')).toBe(true)
}
