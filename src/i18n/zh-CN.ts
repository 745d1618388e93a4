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
  'page.unknownBlock': '暂不支持的组件：{type}',

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
  'error.invalidUrl': '无效的链接'
} as const

export type MessageKey = keyof typeof zhCN
