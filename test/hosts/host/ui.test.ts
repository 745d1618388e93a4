import { testHost } from './testHost'
import { Overlays, registerUi } from './ui'

function ui (target: 'weapp' | 'alipay' | 'tt', modalConfirm?: boolean) {
  const t = testHost(target)
  const overlays = new Overlays()
  const page = { title: undefined as string | undefined, scrolled: [] as number[] }
  registerUi(target, t.rt, { overlays, modalConfirm, setTitle: (title) => { page.title = title }, scrollTo: (top) => { page.scrolled.push(top) } })
  const answers: unknown[] = []
  const cb = (tag: string) => ({ success: (r: unknown) => answers.push([tag, r]) })
  return { ...t, overlays, page, answers, cb }
}

describe('what the host draws around the page', () => {
  it('a toast shows its title and icon until its duration is up (1.5 s by default); a newer toast is not cut short by the older one\'s timeout', () => {
    const u = ui('weapp')
    u.host.showToast({ title: '已领取', icon: 'success' })
    expect(u.overlays.shown()).toEqual({ toast: { text: '已领取', icon: 'success' }, loading: undefined })
    u.run(1499)
    expect(u.overlays.toast).toBeDefined()
    u.run(1)
    expect(u.overlays.toast).toBeUndefined()
    u.host.showToast({ title: 'first' })
    u.run(1000)
    u.host.showToast({ title: 'second', duration: 3000 })
    u.run(1000)
    expect(u.overlays.toast).toEqual({ text: 'second', icon: undefined })
    u.host.hideToast()
    expect(u.overlays.toast).toBeUndefined()
  })

  it('Alipay\'s toast and loading say `content` (toast `type`, 2 s); its navigation bar keeps the title when none is given', () => {
    const u = ui('alipay')
    u.host.showToast({ content: '网络开小差', type: 'fail' })
    u.host.showLoading({ content: '加载中' })
    expect(u.overlays.shown()).toEqual({ toast: { text: '网络开小差', icon: 'fail' }, loading: { text: '加载中' } })
    u.run(1999)
    expect(u.overlays.toast).toBeDefined()
    u.run(1)
    expect(u.overlays.toast).toBeUndefined()
    u.host.hideLoading()
    expect(u.overlays.loading).toBeUndefined()
    u.host.setNavigationBar({ title: '以旧换新' })
    u.host.setNavigationBar({ backgroundColor: '#fff' })
    expect(u.page.title).toBe('以旧换新')
    expect(u.host.setNavigationBarTitle).toBeUndefined()
  })

  it('the modal answers as the test asks (confirmed by default); Alipay\'s is confirm', () => {
    const yes = ui('tt')
    yes.host.showModal(yes.cb('modal'))
    yes.run()
    expect(yes.answers).toEqual([['modal', { errMsg: 'showModal:ok', confirm: true, cancel: false }]])
    const no = ui('weapp', false)
    no.host.showModal(no.cb('modal'))
    no.run()
    expect(no.answers).toEqual([['modal', { errMsg: 'showModal:ok', confirm: false, cancel: true }]])
    const my = ui('alipay', false)
    my.host.confirm(my.cb('confirm'))
    my.run()
    expect(my.answers).toEqual([['confirm', { confirm: false }]])
    expect(my.host.showModal).toBeUndefined()
  })

  it('pageScrollTo moves the page to a number only; the title follows setNavigationBarTitle; the share menu is WeChat\'s and Meituan\'s', () => {
    const u = ui('weapp')
    u.host.pageScrollTo({ scrollTop: 480 })
    u.host.pageScrollTo({ selector: '#floor' })
    u.host.pageScrollTo({ scrollTop: Infinity })
    expect(u.page.scrolled).toEqual([480])
    u.host.setNavigationBarTitle({ title: '活动' })
    expect(u.page.title).toBe('活动')
    expect(typeof u.host.showShareMenu).toBe('function')
    expect(ui('tt').host.showShareMenu).toBeUndefined()
  })
})
