/**
 * Build switches that depend on the environment, shared by the Taro config and
 * the app config (src/app.config.ts), both evaluated in Node at build time.
 */

/** A gateway address that is this machine or the local network: the emulator, not a real gateway. */
export function isLocalGateway (base: string | undefined): boolean {
  if (!base) return true
  try {
    const host = new URL(base).hostname
    return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host) || /^10\./.test(host) ||
      /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host) || host.endsWith('.local')
  } catch {
    return false
  }
}

/**
 * Whether the QA login page is built into the mini-programs: `TARO_APP_QA_LOGIN=1` or `0`; unset, on
 * exactly when the gateway is the local emulator (QA in the devtools). A build for a real gateway never
 * carries it unless asked.
 */
export function qaLoginEnabled (env: Record<string, string | undefined> = process.env): boolean {
  const flag = env.TARO_APP_QA_LOGIN
  if (flag === '1' || flag === 'true') return true
  if (flag === '0' || flag === 'false') return false
  return isLocalGateway(env.TARO_APP_API_BASE)
}

/** The QA login page's route (mini-programs only). */
export const QA_LOGIN_PAGE = 'pages/qa-login/index'

/** Environment variables naming each target's app id for its devtools project file (defaults: the files' own). */
export const APP_ID_ENV: Record<string, string> = {
  weapp: 'TARO_APP_ID_WEAPP',
  alipay: 'TARO_APP_ID_ALIPAY',
  tt: 'TARO_APP_ID_TT',
  meituan: 'TARO_APP_ID_MEITUAN'
}

/**
 * Whether the H5 build carries the page's settle signal for browser tests (platform/settle.h5.ts):
 * `TARO_APP_SETTLE_SIGNAL=1` or `0`; unset, exactly when the gateway is the local emulator, as the QA
 * login page. Even built in it stays off until a test switches it on, so a page measured or opened by QA
 * pays nothing for it; a build for a real gateway leaves it out.
 */
export function settleSignalEnabled (env: Record<string, string | undefined> = process.env): boolean {
  const flag = env.TARO_APP_SETTLE_SIGNAL
  if (flag === '1' || flag === 'true') return true
  if (flag === '0' || flag === 'false') return false
  return isLocalGateway(env.TARO_APP_API_BASE)
}
