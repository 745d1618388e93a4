import { last, mount } from '../../../test/utils/mount'
import { zhCN } from '@/i18n/zh-CN'
import { Empty } from '.'

it("says '暂无内容' unless told what there is none of", async () => {
  await mount(Empty, {})
  expect(last('.empty').textContent).toBe(zhCN['empty.default'])
  await mount(Empty, { text: '没有更多内容' })
  expect(last('.empty').textContent).toBe('没有更多内容')
})
