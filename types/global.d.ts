/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

/** Whether this mini-program build carries the QA login page (config/env.ts; defineConstants). */
declare const QA_LOGIN: boolean
/** Whether this build carries the page's settle signal for browser tests (config/env.ts; platform/settle.h5.ts). */
declare const SETTLE_SIGNAL: boolean

declare namespace NodeJS {
  interface ProcessEnv {
    /** Build target. `meituan` comes from plugins/platform-meituan; `harmony-hybrid` builds dist/harmony. */
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'qq' | 'jd' | 'harmony-hybrid' | 'meituan'
    /** Gateway origin, from .env files or the shell; empty means same origin (H5 served by the emulator). */
    TARO_APP_API_BASE?: string
    /** Analytics collector; empty: <gateway>/analytics/collect. */
    TARO_APP_ANALYTICS_URL?: string
    /** The product's main H5 site for web destinations; empty: this origin. */
    TARO_APP_MAIN_SITE?: string
    /** `1` / `0`: build the QA login page into mini-programs; unset: only for the local emulator (config/env.ts). */
    TARO_APP_QA_LOGIN?: string
    /** `1` / `0`: build the page's settle signal for browser tests into H5; unset: only for the local emulator (config/env.ts). */
    TARO_APP_SETTLE_SIGNAL?: string
  }
}
