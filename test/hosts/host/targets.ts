/** The mini-program targets the harness boots, and what each calls its host object and its templates. */
export type MiniTarget = 'weapp' | 'alipay' | 'tt' | 'meituan'
export const MINI_TARGETS: readonly MiniTarget[] = ['weapp', 'alipay', 'tt', 'meituan']

/** The host's global object name in each target's bundle (Meituan's build is WeChat-compatible and uses `wx`). */
export const HOST_GLOBAL: Record<MiniTarget, 'wx' | 'my' | 'tt'> = { weapp: 'wx', alipay: 'my', tt: 'tt', meituan: 'wx' }
/** Template file extension per target. */
export const TEMPLATE_EXT: Record<MiniTarget, string> = { weapp: 'wxml', alipay: 'axml', tt: 'ttml', meituan: 'wxml' }
