export default definePageConfig({
  navigationBarTitleText: ''
})
