import { messages } from './i18n/shell'
import { hostAppConfig } from './platform/appConfig'

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
  // What a host needs beyond this (WeChat: the location it asks for, and why).
  ...hostAppConfig(process.env.TARO_ENV, messages['geo.permissionDesc'])
})
