/** The modal block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.modal.noImage': '缺少弹窗图片 redirect.imageUrl',
  'modal.close': '关闭',
  // Ours (issue 53: the spec gives the popup no words): the dialog's name, and its image's as a link (it opens the
  // configured page) or, with none configured, as a button (a tap on it closes the popup).
  'modal.a11y.dialog': '活动弹窗',
  'modal.a11y.open': '查看活动详情',
  'modal.a11y.dismiss': '关闭活动弹窗'
} as const
