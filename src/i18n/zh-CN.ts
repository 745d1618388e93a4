/**
 * Every text a visitor sees, in Simplified Chinese. Keys name the meaning; the
 * spec's English wording is in the comment where the spec gives one.
 * Tests assert through these keys, so a wording change is made here once.
 */
export const zhCN = {
  // Page shell (000 §2, §8)
  'page.loading': '加载中…',
  /** Placeholder wording is "not shown" in the spec: chosen to say what happened and what to do. */
  'page.failed': '页面加载失败，请稍后重试',
  'page.empty': '活动页面暂无内容',
  'page.invalid': '页面地址有误，缺少活动编号',
  'page.offline': '活动已下线',
  'page.offline.before': '活动尚未开始，敬请期待',
  'page.offline.after': '活动已结束，去看看其他活动吧',
  'page.refresh': '刷新',
  /** Preview mode only: what an operator needs to fix a component. */
  'block.unknown': '暂不支持的组件类型「{kind}」（组件 {uuid}），正式页面中不会显示',
  'block.invalid': '组件「{type}」（{uuid}）配置有误：{reason}，正式页面中不会显示',
  'block.crashed': '组件「{type}」（{uuid}）渲染出错：{reason}，正式页面中不会显示',
  'block.noContents': '缺少配置内容 contents[0]',
  'login.wall': '登录后查看',

  // Why a component's config is refused: shown to operators in preview mode (never to visitors).
  'config.notObject': '配置不是对象',
  'config.richText.missing': '缺少富文本内容 content',
  'config.richText.badJson': '富文本内容 content 不是有效的 JSON',
  'config.richText.tooBig': '富文本过大（最多 {nodes} 个节点、{depth} 层）',
  'config.spacing.badHeight': '间距高度 height 无效',
  'config.video.noUrl': '缺少视频地址 videoUrl',
  'config.hotImage.noImage': '缺少热区图片 img',
  'config.signup.noImage': '缺少报名背景图 defaultBgImageUrl',
  'config.signup.noId': '缺少报名标识 uniqueIdentifier',
  'config.suspendIcon.noImage': '缺少悬浮图标 imageUrl',
  'config.modal.noImage': '缺少弹窗图片 redirect.imageUrl',
  'config.headerImage.noImage': '缺少头图 imageUrl',
  'config.banner.noImage': '缺少图片 imageUrl',
  'config.slide.noImages': '没有轮播图片 resources[redirect.imageUrl]',
  'config.tab.noGroups': '没有标签 groups',
  'config.countdown.noWindows': '没有有效的倒计时时间段 configs[startTime, endTime]',
  'config.multiImage.noImages': '没有图片 configs[imageUrl]',
  'config.recycle.noTiles': '没有可展示的回收商品 recycleConfigs[product{imageUrl, name, maxPrice}]',
  'config.mutex.noGroups': '互斥组没有组件 groups[component]',

  // Countdown (000 §2, §4)
  /** 'time until the activity starts' */
  'countdown.toStart': '距活动开始还有',
  /** 'time left until it ends' */
  'countdown.toEnd': '距活动结束还剩',
  /** 'the activity is about to end' */
  'countdown.aboutToEnd': '活动即将结束',
  'countdown.day': '天',

  // Sign-up (000 §8)
  /** 'signup successful' */
  'signup.success': '报名成功',
  /** 'already signed up' */
  'signup.already': '您已报名',

  // Recycle tiles
  'recycle.highestPrice': '最高回收价',
  'recycle.subsidy': '补贴¥{amount}',
  'recycle.button': '立即回收',

  'modal.close': '关闭',
  /** Preview mode only: where the host app's own content goes. */
  'selfRun.preview': '自营占位 {name}（由 App 填充，访客看不到此提示）',
  'backTop.label': '回到顶部',

  // Gateway errors (000 §8)
  /** 'network request failed' (code 400) */
  'error.networkRequestFailed': '网络请求失败',
  /** 'network error' (code 1) */
  'error.networkError': '网络错误',
  /** 'request failed' */
  'error.requestFailed': '请求失败',
  /** 'no permission, please contact the administrator' (HTTP 403) */
  'error.noPermission': '没有权限，请联系管理员',
  /** 'current platform does not support calling method {name}' */
  'error.platformNotSupported': '当前平台不支持调用方法 {name}',
  /** 'login failed' */
  'error.loginFailed': '登录失败',
  /** 'invalid url' */
  'error.invalidUrl': '无效的链接',
  /** 'missing payment parameters' (000 §8) */
  'error.paymentParams': '缺少支付参数',
  /** Timeouts of native calls (000 §8) */
  'error.nativeTimeout': '调用 {name} 超时',

  // Geolocation (000 §8)
  /** 'user refused geolocation permission' */
  'geo.refused': '用户拒绝了定位权限',
  /** 'locating timed out' */
  'geo.timeout': '定位超时',
  /** 'browser does not support geolocation' */
  'geo.unsupported': '浏览器不支持定位',
  /** 'no cached location found' */
  'geo.noCache': '未找到缓存的位置',

  // Default share content (000 §9: "used when none is supplied"; the defaults themselves are not shown)
  'share.title': '旧机换新，高价回收',
  'share.desc': '手机、平板、笔记本免费估价，最高享补贴',
  'share.appName': '爱回收'
} as const

export type MessageKey = keyof typeof zhCN
