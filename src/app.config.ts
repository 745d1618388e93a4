export default defineAppConfig({
  pages: [
    'pages/campaign/index',
    'pages/webview/index'
  ],
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '活动',
    navigationBarTextStyle: 'black'
  }
})
