/** A mini-program's navigation checks what it opens, whatever resolved the click (000 §5; issue 28). */
import { OFF_SITE } from '../../test/utils/hostileUrls'
import { zhCN } from '@/i18n/zh-CN'
import { createMiniAdapter } from './mini'

const mockTaro = { navigateTo: jest.fn(), switchTab: jest.fn() }
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    navigateTo: (o: unknown) => { mockTaro.navigateTo(o); return Promise.resolve() },
    switchTab: (o: unknown) => { mockTaro.switchTab(o); return Promise.resolve() },
    getCurrentPages: () => [],
    getCurrentInstance: () => ({ router: undefined })
  }
}))

const mini = () => createMiniAdapter({ queryEncoded: true, id: 'adapter.weapp', target: 'weapp', platform: 'wechat_mp' })
const invalid = { message: zhCN['error.invalidUrl'] }

beforeEach(() => { mockTaro.navigateTo.mockClear(); mockTaro.switchTab.mockClear() })

describe('mini-program navigation (000 §5: /pages paths directly, http through the web-view page, else \'invalid url\')', () => {
  it.each(OFF_SITE)('refuses %j as a page, a web-view link or a URL to open', async (target) => {
    await expect(mini().open({ kind: 'miniPage', path: target, tab: false })).rejects.toMatchObject(invalid)
    await expect(mini().open({ kind: 'miniWebview', path: `/pages/webview/index?url=${encodeURIComponent(target)}` })).rejects.toMatchObject(invalid)
    await expect(mini().openUrl(target)).rejects.toMatchObject(invalid)
    expect(mockTaro.navigateTo).not.toHaveBeenCalled()
  })

  it('refuses a web-view path that is not the web-view page', async () => {
    await expect(mini().open({ kind: 'miniWebview', path: '/pages/other/index?url=https%3A%2F%2Fm.example.cn' })).rejects.toMatchObject(invalid)
    await expect(mini().open({ kind: 'miniWebview', path: '/pages/webview/index?url=%E4%' })).rejects.toMatchObject(invalid)
    await expect(mini().open({ kind: 'miniWebview', path: '/pages/webview/index?url=https%3A%2F%2Fm.example.cn%2Fa&x=1' })).rejects.toMatchObject(invalid)
    expect(mockTaro.navigateTo).not.toHaveBeenCalled()
    await mini().open({ kind: 'miniWebview', path: '/pages/webview/index?url=https%3A%2F%2Fm.example.cn%2Fa' })
    expect(mockTaro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/webview/index?url=https%3A%2F%2Fm.example.cn%2Fa' })
  })

  it('opens pages, tabs and web-view links, cleaned as checked', async () => {
    await mini().open({ kind: 'miniPage', path: '/pages/inquiry/index?productId=1\n', tab: false })
    expect(mockTaro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/inquiry/index?productId=1' })
    await mini().open({ kind: 'miniPage', path: '/pages/selected/selected?from=x', tab: true })
    expect(mockTaro.switchTab).toHaveBeenLastCalledWith({ url: '/pages/selected/selected' })
    await mini().openUrl(' https://m.example.cn/a')
    expect(mockTaro.navigateTo).toHaveBeenLastCalledWith({ url: `/pages/webview/index?url=${encodeURIComponent('https://m.example.cn/a')}` })
  })
})
