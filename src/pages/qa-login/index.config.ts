import { messages } from '../../i18n/shell'

export default definePageConfig({
  navigationBarTitleText: messages['qa.navTitle']
})
