import type { ClickAction } from '@/lib/types'
import type { Location, NativeDataKey } from './rules'

/** The spec's ten host platforms (000 §1). */
export const HOST_PLATFORMS = [
  'ios', 'android', 'harmony', 'wechat_mp', 'wechat', 'toutiao_mp', 'm', 'quickapp', 'alipay_mp', 'meituan_mp'
] as const
export type HostPlatform = typeof HOST_PLATFORMS[number]

/** Hosts that are the product's native apps (deep links, the native bridge). */
export const APP_PLATFORMS: ReadonlySet<HostPlatform> = new Set(['ios', 'android', 'harmony'])
/** Hosts that are mini-programs (page paths, the host's APIs). */
export const MINI_PLATFORMS: ReadonlySet<HostPlatform> = new Set(['wechat_mp', 'alipay_mp', 'toutiao_mp', 'meituan_mp'])
export const isApp = (platform: HostPlatform): boolean => APP_PLATFORMS.has(platform)
export const isMiniProgram = (platform: HostPlatform): boolean => MINI_PLATFORMS.has(platform)

/** What we build: one folder under dist/ each. */
export const BUILD_TARGETS = ['weapp', 'alipay', 'tt', 'meituan', 'h5', 'harmony'] as const
export type BuildTarget = typeof BUILD_TARGETS[number]

/** Cookie-like values with an expiry: real cookies on H5 (on the parent domain), storage in mini-programs. */
export interface CookieJar {
  get (name: string): string | undefined
  /** `days` may be fractional (the source cookie lives 1/48 day). */
  set (name: string, value: string, options?: { days?: number }): void
  remove (name: string): void
}

export interface PaymentParams {
  /** WeChat pay in browsers: the cashier URL, opened with `redirect_url` appended. */
  wechatPayUrl?: string
  /** Alipay in browsers: the form's action and fields, posted. */
  alipayForm?: { action: string, fields: Record<string, string> }
  /** Mini-program / app payment parameters, passed to the host as they are. */
  hostParams?: Record<string, unknown>
  /** Where the browser comes back after paying. */
  redirectUrl?: string
}
export type PaymentResult = { ok: true } | { ok: false, code?: string | number, message?: string }

export interface ShareOptions {
  title?: string
  desc?: string
  imageUrl?: string
  link?: string
}

export interface SubscribeParams {
  /** The mini-program subscribe page's parameters (002 §2): scene 45, 44 or 101, templateIds, activityCode, … */
  [key: string]: string | number | string[] | undefined
}

/**
 * Everything that differs between hosts sits behind this interface. One file per
 * build target implements it (`adapter.<target>.ts`); Taro picks the file at build
 * time, so no target ships another's code. A capability a host lacks rejects with
 * `PLATFORM_NOT_SUPPORTED` (rules.ts).
 */
export interface PlatformAdapter {
  /** `adapter.<file suffix>`: names the file compiled in (checked per dist folder by test/dist). */
  readonly id: string
  /** Build target this adapter was compiled for. */
  readonly target: BuildTarget
  /** The host platform we are running in; mini-programs know it at build time, H5 detects it. */
  platform (): HostPlatform
  /** Gateway origin used when `TARO_APP_API_BASE` is empty: same origin on H5, the local emulator in mini-programs. */
  defaultApiBase (): string
  readonly cookies: CookieJar
  /** The URL of the page being shown (H5: location.href; mini-programs: the page path with its query). */
  currentUrl (): string
  /** Reloads the page, optionally at another URL of the same page (H5: replaces the history entry). */
  reload (url?: string): void
  /**
   * Changes the page's URL without reloading (a failed login ticket leaves it):
   * H5 replaces the history entry; mini-programs remember it for `currentUrl`.
   */
  replaceUrl (url: string): void
  /** Carries out a resolved click target. */
  open (action: ClickAction): Promise<void>
  /** Opens an http(s) URL; anything else rejects with 'invalid url'. */
  openUrl (url: string): Promise<void>
  /** Reads one allowed native data key from the app (10 s). */
  readNativeData (key: NativeDataKey): Promise<string | undefined>
  /** Host storage (5 s). */
  storage: {
    get (key: string): Promise<string | undefined>
    set (key: string, value: string): Promise<void>
    remove (key: string): Promise<void>
  }
  /** Asks for a permission (60 s); resolves whether it was granted. */
  requestPermission (name: 'location' | 'notification' | 'camera'): Promise<boolean>
  /** The visitor's location, GCJ-02 inside China (5 s timeout, 30 s maximum age; a refusal is remembered for the session). */
  getLocation (): Promise<Location>
  /**
   * Whether logging in needs the agent's login address from the gateway (web: the browser goes there).
   * Mini-programs log in on a page of their own and build the return path themselves.
   */
  readonly loginNeedsAddress: boolean
  /** Sends the visitor to log in; `loginUrl` is the agent's login address with the return parameter (web), ignored by hosts with their own login. */
  login (loginUrl: string): Promise<void>
  /** A page's router params as values decoded once, whatever the host delivered (mini-programs differ; H5 decodes). */
  decodeQuery (params: Record<string, unknown> | undefined): Record<string, string>
  pay (params: PaymentParams): Promise<PaymentResult>
  share (options: ShareOptions): Promise<void>
  /** Opens the host's subscribe page (mini-programs and apps). */
  openSubscribe (params: SubscribeParams): Promise<void>
  /**
   * Copies a text (a redeem code, an express number); whether it was copied,
   * so the block says 已复制 or offers the long-press fallback.
   */
  copyText (text: string): Promise<boolean>
  /**
   * The visitor's text size (lib/textSize): the host's scale of the design's text, and how much of it the host
   * already applies to the page's text itself (a web view's text zoom; 1 in mini-programs, whose rpx ignore it).
   * Read when asked: a visitor may change it while the page is in the background.
   */
  textSize (): { hostScale: number, nativeScale: number }
  /**
   * Dials a checked number (digits, a leading +): mini-programs' makePhoneCall
   * sheet, a tel: link on the web. Rejects when the host could not, a cancel
   * included (its errMsg says cancel).
   */
  dial (phone: string): Promise<void>
  /** A short message; 1000 ms unless said otherwise. */
  toast (text: string, durationMs?: number): void
  setTitle (title: string): void
}
