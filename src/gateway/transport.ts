import Taro from '@tarojs/taro'

export type TransportOptions = Parameters<typeof Taro.request>[0]
export type TransportResult = Awaited<ReturnType<typeof Taro.request>>

/** Sends one HTTP request through the host (wx.request, my.request, tt.request, fetch on H5). */
export function send (options: TransportOptions): Promise<TransportResult> {
  return Taro.request(options)
}
