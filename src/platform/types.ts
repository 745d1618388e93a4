/** The spec's ten host platforms (000 §1). */
export const HOST_PLATFORMS = [
  'ios', 'android', 'harmony', 'wechat_mp', 'wechat', 'toutiao_mp', 'm', 'quickapp', 'alipay_mp', 'meituan_mp'
] as const
export type HostPlatform = typeof HOST_PLATFORMS[number]

/** What we build: one folder under dist/ each. */
export const BUILD_TARGETS = ['weapp', 'alipay', 'tt', 'meituan', 'h5', 'harmony'] as const
export type BuildTarget = typeof BUILD_TARGETS[number]

/**
 * Everything that differs between hosts sits behind this interface. One file per
 * build target implements it (`adapter.<target>.ts`); Taro picks the file at build
 * time, so no target ships another's code.
 */
export interface PlatformAdapter {
  /** `adapter.<file suffix>`: names the file compiled in (checked per dist folder by test/dist). */
  readonly id: string
  /** Build target this adapter was compiled for. */
  readonly target: BuildTarget
  /** The host platform we are running in; mini-programs know it at build time, H5 detects it. */
  platform(): HostPlatform
  /** Gateway origin used when `TARO_APP_API_BASE` is empty: same origin on H5, the local emulator in mini-programs. */
  defaultApiBase(): string
}
