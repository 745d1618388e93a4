/**
 * What the host draws around the page: the navigation bar's title, toast, loading, the modal (always
 * answered, `confirm` as the test asks), the page's scroll, pull-down refresh and the share menu.
 */
import type { Dict, HostRuntime } from './api'
import type { MiniTarget } from './targets'

/** Toast and loading as shown (text and icon as the host got them). */
export class Overlays {
  toast?: Dict
  loading?: Dict

  /** Both keys, shown or not. */
  shown (): { toast?: Dict, loading?: Dict } {
    return { toast: this.toast, loading: this.loading }
  }

  clear (): void {
    this.toast = undefined
    this.loading = undefined
  }
}

export interface UiPage {
  overlays: Overlays
  /** The navigation bar's title for the current page. */
  setTitle (title: string): void
  /** The page moves to `top` and hears of it. */
  scrollTo (top: number): void
  /** The modal's answer (default: confirmed). */
  modalConfirm?: boolean
}

/** Each host's words: Alipay's toast and loading say `content` (toast `type`), the others' `title` (`icon`). */
export function registerUi (target: MiniTarget, { asyncApi, ok, after }: Pick<HostRuntime, 'asyncApi' | 'ok' | 'after'>, page: UiPage): void {
  const { overlays } = page
  if (target === 'alipay') {
    asyncApi('setNavigationBar', (o) => { if (o.title !== undefined) page.setTitle(String(o.title)); return { success: true } })
  } else {
    asyncApi('setNavigationBarTitle', (o) => { page.setTitle(String(o.title)); return ok('setNavigationBarTitle') })
    asyncApi('setNavigationBarColor', () => ok('setNavigationBarColor'))
  }
  asyncApi('showToast', (o) => {
    overlays.toast = { text: target === 'alipay' ? o.content : o.title, icon: target === 'alipay' ? o.type : o.icon }
    const duration = Number(o.duration ?? (target === 'alipay' ? 2000 : 1500))
    const shown = overlays.toast
    after(() => { if (overlays.toast === shown) overlays.toast = undefined }, duration, 'toast timeout')
    return ok('showToast')
  })
  asyncApi('hideToast', () => { overlays.toast = undefined; return ok('hideToast') })
  asyncApi('showLoading', (o) => { overlays.loading = { text: target === 'alipay' ? o.content : o.title }; return ok('showLoading') })
  asyncApi('hideLoading', () => { overlays.loading = undefined; return ok('hideLoading') })
  const confirm = page.modalConfirm ?? true
  if (target === 'alipay') {
    asyncApi('confirm', () => ({ confirm }))
    asyncApi('alert', () => ({ success: true }))
  } else {
    asyncApi('showModal', () => ok('showModal', { confirm, cancel: !confirm }))
  }
  // The page moves to a number (a selector is not emulated: not every host takes one) and tells the page, as hosts do.
  asyncApi('pageScrollTo', (o) => {
    if (typeof o.scrollTop === 'number' && Number.isFinite(o.scrollTop)) page.scrollTo(o.scrollTop)
    return ok('pageScrollTo')
  })
  asyncApi('stopPullDownRefresh', () => ok('stopPullDownRefresh'))
  if (target === 'weapp' || target === 'meituan') {
    asyncApi('showShareMenu', () => ok('showShareMenu'))
    asyncApi('hideShareMenu', () => ok('hideShareMenu'))
    asyncApi('hideHomeButton', () => ok('hideHomeButton'))
  }
}
