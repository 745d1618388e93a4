import { last, mount } from '../../../test/utils/mount'
import { ProgressBar } from '.'
import { clampPercent } from './model'

it('clamps the width, never the label', async () => {
  expect([clampPercent(-5), clampPercent(150), clampPercent(Number.NaN), clampPercent(12, 40, 96.27), clampPercent(99, 40, 96.27)]).toEqual([0, 100, 0, 40, 96.27])
  await mount(ProgressBar, { percent: 12, min: 40, max: 96.27, label: '已抢12%' })
  expect(last('.progress-bar__fill').style.width).toBe('40%')
  expect(last('.progress-bar').textContent).toBe('已抢12%')
})

it('is a progress bar to a reader: 0–100, named by its label', async () => {
  await mount(ProgressBar, { percent: 12.4, label: '已抢12%' })
  const bar = last('.progress-bar')
  expect(['role', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-label'].map((a) => bar.getAttribute(a))).toEqual(['progressbar', '0', '100', '12', '已抢12%'])
})
