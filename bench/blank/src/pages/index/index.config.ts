export default definePageConfig({ navigationBarTitleText: 'blank' })
