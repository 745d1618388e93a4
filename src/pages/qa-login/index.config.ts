export default definePageConfig({
  navigationBarTitleText: 'QA 登录'
})
