import { deliveredQuery, pageUrl, PageStack, registerNavigation, type PageInstance, type PageState } from './navigation'
import type { MiniTarget } from './targets'
import { testHost } from './testHost'

const PAGES = ['pages/a/index', 'pages/b/index', 'pages/c/index', 'pages/tab/index']

/** An app of four pages (one a tab) opened at pages/a, each page's hooks written down as they are called. */
function app (target: MiniTarget = 'weapp') {
  const t = testHost(target)
  const hooks: string[] = []
  const stack = new PageStack((p) => hooks.push(`${p.route} components`))
  const mount = (route: string, query: Record<string, string>) => {
    const inst = { route, __route__: route, data: {}, setData: () => undefined } as PageInstance
    for (const hook of ['onLoad', 'onShow', 'onHide', 'onUnload']) inst[hook] = () => { hooks.push(`${route} ${hook}`) }
    const p: PageState = { route, query, inst, data: {}, readyScheduled: false, unloaded: false }
    stack.push(p)
    stack.call(p, 'onLoad', query)
    stack.call(p, 'onShow')
  }
  registerNavigation(t.rt, { pages: PAGES, tabs: ['pages/tab/index'], stack, mount })
  mount('pages/a/index', {})
  hooks.length = 0
  const answers: unknown[] = []
  const cbs = (tag: string) => ({ success: (r: unknown) => answers.push([tag, r]), fail: (r: unknown) => answers.push([`${tag} fail`, r]) })
  return { ...t, stack, hooks, answers, cbs, routes: () => stack.live().map((p) => p.route) }
}

describe('navigation and the page stack', () => {
  it('navigateTo hides the top and opens the page (a relative URL from the top page\'s folder), answering on the host queue', () => {
    const a = app()
    a.host.navigateTo({ url: '../b/index?x=%E4%B8%AD&y=1', ...a.cbs('to') })
    expect(a.routes()).toEqual(['pages/a/index'])
    expect(a.answers).toEqual([])
    a.run()
    expect(a.routes()).toEqual(['pages/a/index', 'pages/b/index'])
    expect(a.stack.current()?.query).toEqual({ x: '中', y: '1' })
    expect(a.hooks).toEqual(['pages/a/index onHide', 'pages/b/index onLoad', 'pages/b/index onShow'])
    expect(a.answers).toEqual([['to', { errMsg: 'navigateTo:ok' }]])
    expect(a.calls.map(([api]) => api)).toEqual(['navigateTo'])
  })

  it('redirectTo replaces the top page: it unloads (its components with it) and the new one takes its place', () => {
    const a = app()
    a.host.navigateTo({ url: '/pages/b/index' })
    a.run()
    a.hooks.length = 0
    a.host.redirectTo({ url: '/pages/c/index', ...a.cbs('redirect') })
    a.run()
    expect(a.routes()).toEqual(['pages/a/index', 'pages/c/index'])
    expect(a.hooks).toEqual(['pages/b/index onUnload', 'pages/b/index components', 'pages/c/index onLoad', 'pages/c/index onShow'])
    expect(a.answers).toEqual([['redirect', { errMsg: 'redirectTo:ok' }]])
  })

  it('navigateBack never goes past the bottom page: a delta beyond the stack stops there, and the bottom page shows again', () => {
    const a = app()
    a.host.navigateTo({ url: '/pages/b/index' })
    a.host.navigateTo({ url: '/pages/c/index' })
    a.run()
    a.hooks.length = 0
    a.host.navigateBack({ delta: 5, ...a.cbs('back') })
    a.run()
    expect(a.routes()).toEqual(['pages/a/index'])
    expect(a.hooks).toEqual(['pages/c/index onUnload', 'pages/c/index components', 'pages/b/index onUnload', 'pages/b/index components', 'pages/a/index onShow'])
    a.hooks.length = 0
    a.host.navigateBack({ ...a.cbs('back at the bottom') })
    a.run()
    expect(a.routes()).toEqual(['pages/a/index'])
    expect(a.hooks).toEqual(['pages/a/index onShow'])
    expect(a.answers).toEqual([['back', { errMsg: 'navigateBack:ok' }], ['back at the bottom', { errMsg: 'navigateBack:ok' }]])
  })

  it('reLaunch unloads every page, top first; switchTab opens a tab page the same way', () => {
    const a = app()
    a.host.navigateTo({ url: '/pages/b/index' })
    a.run()
    a.hooks.length = 0
    a.host.reLaunch({ url: '/pages/c/index?k=v' })
    a.run()
    expect(a.hooks).toEqual(['pages/b/index onUnload', 'pages/b/index components', 'pages/a/index onUnload', 'pages/a/index components', 'pages/c/index onLoad', 'pages/c/index onShow'])
    a.host.switchTab({ url: '/pages/tab/index' })
    a.run()
    expect(a.routes()).toEqual(['pages/tab/index'])
  })

  it('refuses as each host refuses: an unknown page (Alipay error 1), switchTab to a page off the tab bar, navigateTo a tab page', () => {
    const my = app('alipay')
    my.host.navigateTo({ url: '/pages/nope/index', ...my.cbs('to') })
    my.run()
    expect(my.answers).toEqual([['to fail', { error: 1, errorMessage: 'page "pages/nope/index" is not found' }]])
    const tt = app('tt')
    tt.host.switchTab({ url: '/pages/b/index', ...tt.cbs('tab') })
    tt.host.navigateTo({ url: '/pages/tab/index', ...tt.cbs('to') })
    tt.run()
    expect(tt.answers).toEqual([
      ['tab fail', { errMsg: 'switchTab:fail can not switch to no-tabBar page', errNo: 20000 }],
      ['to fail', { errMsg: 'navigateTo:fail can not navigateTo a tabbar page', errNo: 20000 }]
    ])
    expect(tt.routes()).toEqual(['pages/a/index'])
  })

  it('a lifecycle hook that throws fails the harness, naming the page and the hook', () => {
    const stack = new PageStack()
    const p: PageState = { route: 'pages/a/index', query: {}, inst: { onShow: () => { throw new Error('boom') } } as unknown as PageInstance, data: {}, readyScheduled: false, unloaded: false }
    stack.push(p)
    expect(() => stack.call(p, 'onShow')).toThrow(/^pages\/a\/index: onShow\(\) threw: Error: boom/)
    expect(() => stack.call(p, 'onHide')).not.toThrow()
    stack.unload(p)
    expect([stack.current(), stack.size, p.unloaded]).toEqual([undefined, 0, true])
  })

  it('reads a URL\'s route and query; hands onLoad the query as each host does (WeChat and Meituan still encoded)', () => {
    expect(pageUrl('/pages/b/index?a=1&b=x%20y&&c')).toEqual({ route: 'pages/b/index', query: { a: '1', b: 'x y', c: '' } })
    expect(pageUrl('../c/index', 'pages/b/index')).toEqual({ route: 'pages/c/index', query: {} })
    expect(pageUrl('index', undefined)).toEqual({ route: 'index', query: {} })
    expect(deliveredQuery('weapp', { url: 'https://a.cn/?q=1' })).toEqual({ url: 'https%3A%2F%2Fa.cn%2F%3Fq%3D1' })
    expect(deliveredQuery('meituan', { s: 'a b' })).toEqual({ s: 'a%20b' })
    expect(deliveredQuery('alipay', { s: 'a b' })).toEqual({ s: 'a b' })
    expect(deliveredQuery('tt', { s: 'a b' })).toEqual({ s: 'a b' })
  })
})
