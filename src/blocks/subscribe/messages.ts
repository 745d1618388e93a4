/**
 * The subscribe reminder's visible texts (merged into the zh-CN catalogue);
 * the browser toast is the seckill booking's (001 §6), the rest ours
 * (this folder's README.md).
 */
export const messages = {
  'config.subscribe.noImage': '缺少订阅提醒图片 imageUrl',
  'config.subscribe.noTarget': '订阅提醒需要 scene（45、44 或 101）和 templateIds',
  'subscribe.browserUnsupported': '浏览器暂不支持微信预约，请在微信小程序或App内打开~',
  'subscribe.subscribed': '已订阅',
  // Ours (issue 53): what a screen reader says of the banner, a button that asks for the reminder (again, once subscribed).
  'subscribe.a11y.banner': '订阅活动提醒',
  'subscribe.a11y.again': '已订阅，再次订阅活动提醒'
} as const

export type SubscribeMessageKey = keyof typeof messages
