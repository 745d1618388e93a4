import { mount } from '../../../test/utils/mount'
import { Placeholder } from '.'
import { zhCN } from '@/i18n/zh-CN'

describe('Placeholder', () => {
  it('shows the message and reloads on the refresh button', async () => {
    const onRefresh = jest.fn()
    const utils = await mount(Placeholder, { message: zhCN['page.failed'], onRefresh })
    expect(utils.html()).toContain('页面加载失败')
    const button = await utils.queries.waitForQuerySelector('.campaign-placeholder__refresh')
    expect(button?.textContent).toBe('刷新')
    utils.fireEvent.click(button as HTMLElement)
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })

  it('has no refresh button when there is nothing to retry', async () => {
    const utils = await mount(Placeholder, { message: zhCN['page.invalid'] })
    expect(utils.html()).toContain(zhCN['page.invalid'])
    expect(document.querySelector('.campaign-placeholder__refresh')).toBeNull()
  })
})
