/** The countdown block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.countdown.noWindows': '没有有效的倒计时时间段 configs[startTime, endTime]',
  // Countdown (000 §2, §4)
  /** 'time until the activity starts' */
  'countdown.toStart': '距活动开始还有',
  /** 'time left until it ends' */
  'countdown.toEnd': '距活动结束还剩',
  /** 'the activity is about to end' */
  'countdown.aboutToEnd': '活动即将结束'
} as const
