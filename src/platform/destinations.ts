/**
 * Named destinations (000 §2, §9; 001 §2; 002 §2) as click targets for every
 * platform: apps get the app's deep link, mini-programs a page path, mobile web
 * a hash route of the product's main H5 site. The spec names the destinations
 * and their parameters but not the paths: the paths below follow one scheme,
 * `ahsapp://<Name>?…`, `/pages/<page>/index?…` and `<site>/#/<route>?…`.
 */
import { HOST_PLATFORMS, isApp, isMiniProgram, type HostPlatform } from '@/platform/types'
import { encodeParam } from '@/lib/url'
import type { RedirectItem } from '@/lib/types'

/** The product's main H5 site (web destinations); same origin when empty. */
export const MAIN_SITE = process.env.TARO_APP_MAIN_SITE || ''

interface Route { app: string, mini: string, web: string }
type Params = Record<string, string | number | undefined>

const route = (app: string, mini: string, web: string): Route => ({ app, mini, web })

/** Destination → its route on each kind of platform, and the parameters it takes. */
export const DESTINATIONS = {
  category: route('Category', 'category', 'category'),
  search: route('Search', 'search', 'search'),
  bankCard: route('BankCard', 'bankCard', 'bank-card'),
  myOrders: route('MyOrders', 'orderList', 'orders'),
  myAppointments: route('MyAppointments', 'appointmentList', 'appointments'),
  goldAppointment: route('Gold', 'gold', 'gold'),
  diamondInquiry: route('Diamond', 'diamond', 'diamond'),
  clothingOrder: route('Clothing', 'clothing', 'clothing'),
  selectedHome: route('Selected', 'selected', 'selected'),
  selectedProduct: route('SelectedProduct', 'selectedProduct', 'selected/product'),
  fineGoodsHome: route('Afl', 'afl', 'afl'),
  helpCenter: route('HelpCenter', 'help', 'help'),
  curatedSearch: route('YanxuanSearch', 'yanxuanSearch', 'yanxuan/search'),
  curatedChannel: route('YanxuanChannel', 'yanxuanChannel', 'yanxuan/channel'),
  couponList: route('CouponList', 'couponList', 'coupons'),
  wallet: route('Wallet', 'wallet', 'wallet'),
  storeList: route('StoreList', 'storeList', 'stores'),
  shopNavigation: route('ShopNavigationPreview', 'shopNavigation', 'shop/navigation'),
  /** 002 §2: "browsing to a shop-detail page carrying shop_id": the store's detail page (not a named page: our name and paths). */
  shopDetail: route('ShopDetail', 'shopDetail', 'shop/detail'),
  shippingAddressAdd: route('ShippingAddressAdd', 'addressAdd', 'address/add'),
  shippingAddressEdit: route('ShippingAddressEdit', 'addressEdit', 'address/edit'),
  inquiry: route('Inquery', 'inquiry', 'inquiry'),
  trade: route('Trade', 'trade', 'trade'),
  returnWithGift: route('ReturnWithGift', 'returnWithGift', 'return-with-gift'),
  newProductDetail: route('NewProductDetail', 'newProduct', 'new/product')
} satisfies Record<string, Route>
export type DestinationName = keyof typeof DESTINATIONS | 'memberHome'

/** The member home differs per platform (000 §2: "one link per platform"). */
const MEMBER_HOME: Readonly<Record<HostPlatform, string>> = {
  ios: 'ahsapp://MemberHome',
  android: 'ahsapp://MemberHome',
  harmony: 'ahsapp://MemberHome',
  wechat_mp: '/pages/member/index',
  alipay_mp: '/pages/vip/index',
  toutiao_mp: '/pages/member/index',
  meituan_mp: '/pages/member/index',
  wechat: `${MAIN_SITE}/#/member?from=wechat`,
  m: `${MAIN_SITE}/#/member`,
  quickapp: `${MAIN_SITE}/#/member?from=quickapp`
}

function query (params: Params): string {
  const pairs = Object.entries(params).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `${encodeParam(k)}=${encodeParam(String(v))}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

/** The destination as a click target: one item per platform, for resolveClick. */
export function destination (name: DestinationName, params: Params = {}): RedirectItem[] {
  return HOST_PLATFORMS.map((platform) => {
    if (name === 'memberHome') {
      const target = MEMBER_HOME[platform]
      return isApp(platform) ? { platform, scheme: target } : { platform, path: target }
    }
    const r = DESTINATIONS[name]
    const q = query(params)
    if (isApp(platform)) return { platform, scheme: `ahsapp://${r.app}${q}` }
    if (isMiniProgram(platform)) return { platform, path: `/pages/${r.mini}/index${q}` }
    return { platform, path: `${MAIN_SITE}/#/${r.web}${q}` }
  })
}
