/** The flash sale (seckill) block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.seckill.noSessions': '缺少秒杀场次列表 configs[sessId, seckillStartDt, seckillEndDt, productConfigs]',
  // Session tabs (001 §2 "Flash sale")
  /** 'now seckilling' */
  'seckill.tab.doing': '正在秒杀',
  /** 'about to start' */
  'seckill.tab.soon': '即将开始',
  /** 'next preview' */
  'seckill.tab.next': '下场预告',
  /** 'ended' */
  'seckill.tab.ended': '已结束',
  /** Start time today: not in the spec (it gives tomorrow and later dates); chosen as the shortest of the same pattern. */
  'seckill.start.today': '{time} 开抢',
  /** 'tomorrow HH:mm start' */
  'seckill.start.tomorrow': '明天 {time} 开抢',
  /** 'MM month DD day HH:mm start' */
  'seckill.start.date': '{month}月{day}日 {time} 开抢',
  // One session (001 §2)
  /** 'brand goods limited-time seckill' */
  'seckill.header': '品牌好货限时秒杀',
  /** 'time left in this session' */
  'seckill.countdown.left': '本场剩余',
  /** One session not started yet: not in the spec ("time left in this session" would be wrong before the start). */
  'seckill.countdown.toStart': '距开抢还有',
  /** 'This seckill session has ended, go browse other activities' (001 §2, §8) */
  'seckill.ended': '本场秒杀已结束，去看看其他活动吧',
  // Progress label (001 §4)
  /** 'hot grab start': the default below the low threshold (config progressStartText replaces it) */
  'seckill.progress.start': '热抢开始',
  /** 'already grabbed N%' */
  'seckill.progress.grabbed': '已抢{percent}%',
  /** 'about to sell out' */
  'seckill.progress.almostGone': '即将售罄',
  /** 'restock selling' */
  'seckill.progress.restock': '补货热卖中',
  // Booking (001 §5, §6)
  /** The appointment label on a preview card: wording not in the spec. */
  'seckill.booking.remind': '开抢提醒',
  /** A booked card: wording not in the spec. */
  'seckill.booking.booked': '已预约',
  /** 'The browser does not support WeChat booking for now, please open in the WeChat mini-program or app~' */
  'seckill.booking.browserUnsupported': '浏览器暂不支持微信预约，请在微信小程序或App内打开~',
  /** A running session's card button: wording not in the spec. */
  'seckill.button.grab': '马上抢',
  /** A card before its start, booked or inside the last 10 minutes: wording not in the spec. */
  'seckill.button.soon': '即将开抢',
  // Names for screen readers (issue 53; wording ours)
  /** The session tabs' group */
  'seckill.a11y.sessions': '秒杀场次',
  /** Preview: whose colour preview mode names when the page replaces it (lib/contrast) */
  'seckill.a11y.selectedChar': '秒杀选中场次文字',
  'seckill.a11y.unselectedChar': '秒杀未选中场次文字',
  // Countdown at zero (001 §4)
  /** 'Updating the latest offer status for you' */
  'seckill.updating': '正在为您更新最新优惠状态'
} as const
