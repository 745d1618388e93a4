/**
 * The page shell's visible texts (000 §2, §8): everything that is not one
 * block's own. Blocks keep theirs in `blocks/<kind>/messages.ts`; zh-CN.ts
 * merges them all into one catalogue.
 */
export const messages = {
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
  /** Something outside every block failed (PageBoundary): the page offers a refresh instead of going blank. */
  'page.crashed': '页面出了点问题，请刷新重试',
  'page.crashed.preview': '页面渲染出错：{reason}',
  /** Preview mode only: what an operator needs to fix a component. */
  'page.badComponent': '第 {index} 个组件不是有效的组件配置（需要 id、uuid、type），已跳过',
  'page.tooManyComponents': '组件超过 {max} 个，之后的组件不会显示',
  'block.unknown': '暂不支持的组件类型「{kind}」（组件 {uuid}），正式页面中不会显示',
  'block.invalid': '组件「{type}」（{uuid}）配置有误：{reason}，正式页面中不会显示',
  'block.crashed': '组件「{type}」（{uuid}）渲染出错：{reason}，正式页面中不会显示',
  'block.noContents': '缺少配置内容 contents[0]',
  'block.tooDeep': '组件嵌套超过 {max} 层（标签页、互斥组），更深的组件不会显示',
  /** Preview mode: a config the page shows, with something an operator should fix (issue 53: a colour that reads poorly). */
  'block.note': '组件「{type}」（{uuid}）：{note}',
  /** A configured text colour under 4.5:1 on its background (3:1 for large text): the page draws a readable colour instead. */
  'contrast.replaced': '{what}颜色 {color} 与背景对比度 {ratio}:1，低于 {min}:1，页面已改用 {fallback}',
  'login.wall': '登录后查看',

  // What screen readers hear of shared views (issue 53; wording ours).
  /** A carousel of images that take no tap: the track, which the keyboard scrolls. */
  'carousel.label': '轮播图片，可左右滑动',
  /** A dialog's close control. */
  'dialog.close': '关闭',

  // Why a component's config is refused: shown to operators in preview mode (never to visitors).
  'config.notObject': '配置不是对象',

  // Shared UI
  /** Countdown display (000 §2): "days only when above 0". */
  'countdown.day': '天',
  /** Empty state when a list or a price load has nothing to show (not in the spec for the basic blocks). */
  'empty.default': '暂无内容',
  /** The currency sign before a price. */
  'price.symbol': '¥',
  /** Units of ten thousand (002 §9: hot price above 100000). */
  'price.tenThousand': '万',

  // Gateway errors (000 §8)
  /** 'network request failed' (code 400) */
  'error.networkRequestFailed': '网络请求失败',
  /** 'network error' (code 1) */
  'error.networkError': '网络错误',
  /** 'request failed' */
  'error.requestFailed': '请求失败',
  /** An answer whose shape the page cannot use (not in the spec): says it is the service's fault, and what to do. */
  'error.badAnswer': '服务返回的数据有误，请稍后重试',
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
  /** A host API call failed (not in the spec): what failed, and what to do. The host's own text goes to reports. */
  'error.host.navigate': '页面打开失败，请稍后重试',
  'error.host.storage': '本地数据读写失败，请稍后重试',
  'error.host.location': '获取位置失败，请检查定位权限后重试',
  'error.host.payment': '支付未完成，请稍后重试',
  'error.host.share': '分享失败，请稍后重试',
  'error.host.failed': '操作失败，请稍后重试',
  'error.host.cancelled': '已取消',
  /** Timeouts of native calls (000 §8) */
  'error.nativeTimeout': '调用 {name} 超时',

  // Geolocation (000 §8)
  /** 'user refused geolocation permission' */
  'geo.refused': '用户拒绝了定位权限',
  /** WeChat's location permission prompt (app.json permission.scope.userLocation.desc) */
  'geo.permissionDesc': '用于展示附近门店和商品距离',
  /** 'locating timed out' */
  'geo.timeout': '定位超时',
  /** 'browser does not support geolocation' */
  'geo.unsupported': '浏览器不支持定位',
  /** 'no cached location found' */
  'geo.noCache': '未找到缓存的位置',

  // QA login page (mini-program builds for the local emulator only)
  'qa.title': '测试登录（本地模拟网关）',
  'qa.hint': '选一个测试账号登录，登录后回到活动页',
  'qa.submit': '用这个手机号登录',
  'qa.cancel': '取消登录',
  'qa.badMobile': '请输入 11 位手机号',
  'qa.noReturn': '缺少回跳的活动页地址',

  // Default share content (000 §9: "used when none is supplied"; the defaults themselves are not shown)
  'share.title': '旧机换新，高价回收',
  /** The navigation bar's title in the build config, until the page sets the activity's own (not in the spec). */
  'page.navTitle': '活动',
  /** The QA login page's navigation bar title (QA builds only). */
  'qa.navTitle': 'QA 登录',
  'share.desc': '手机、平板、笔记本免费估价，最高享补贴',
  'share.appName': '爱回收'
} as const
