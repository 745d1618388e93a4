/** The countdown block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.countdown.noWindows': '没有有效的倒计时时间段 configs[startTime, endTime]',
  // Countdown (000 §2, §4)
  /** 'time until the activity starts' */
  'countdown.toStart': '距活动开始还有',
  /** 'time left until it ends' */
  'countdown.toEnd': '距活动结束还剩',
  /** 'the activity is about to end' */
  'countdown.aboutToEnd': '活动即将结束',
  // Ours (issue 53): the countdown as a screen reader says it, one sentence to the minute ("距活动结束还剩 3 天 13 小时
  // 58 分"), not its ticking digits.
  'countdown.a11y.sentence': '{label} {time}',
  'countdown.a11y.days': '{n} 天',
  'countdown.a11y.hours': '{n} 小时',
  'countdown.a11y.minutes': '{n} 分',
  'countdown.a11y.underMinute': '不到 1 分钟',
  // Ours (issue 53): configured colours preview mode names when they read poorly.
  'countdown.a11y.textColor': '倒计时文字',
  'countdown.a11y.numberColor': '倒计时数字'
} as const
