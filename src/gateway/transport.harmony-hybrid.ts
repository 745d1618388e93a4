import Taro from '@tarojs/taro'

export type TransportOptions = Parameters<typeof Taro.request>[0]
export type TransportResult = Awaited<ReturnType<typeof Taro.request>>

type HarmonyRequest = (options: TransportOptions, useNativeRequest: boolean) => Promise<TransportResult>

/**
 * HarmonyOS webview bundle: plugin-platform-harmony-hybrid routes Taro.request
 * through the ArkWeb native bridge by default, which only a host app with the
 * Taro bridge answers. The gateway relies on the webview's own cookies and
 * same-origin calls, so use the web transport (the plugin's second argument).
 */
export function send (options: TransportOptions): Promise<TransportResult> {
  return (Taro.request as unknown as HarmonyRequest)(options, false)
}
