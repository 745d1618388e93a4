import { messages } from './i18n/shell'

export default defineAppConfig({
  pages: [
    'pages/campaign/index',
    'pages/webview/index'
  ],
  // H5: no page-transition animation. The landing page is opened, not pushed, and the animation keeps a
  // transform on the page element while it runs, which makes every fixed layer (popup, dialogs, floating
  // icons) scroll with the page and then jump into place: a layout shift of the whole screen.
  animation: false,
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: messages['page.navTitle'],
    navigationBarTextStyle: 'black'
  },
  // WeChat refuses wx.getLocation unless the app declares it (the product pool's and the store list's distances).
  ...(process.env.TARO_ENV === 'weapp'
    ? { requiredPrivateInfos: ['getLocation'], permission: { 'scope.userLocation': { desc: messages['geo.permissionDesc'] } } }
    : {})
})
