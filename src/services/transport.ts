/**
 * Mini-program transport: the host's request API through Taro (wx.request,
 * my.request, tt.request). The H5 bundles use `transport.h5.ts`.
 */
import Taro from '@tarojs/taro'
import type { Send } from './http'

export const send: Send = async (request) => {
  const res = await Taro.request({
    url: request.url,
    method: request.method,
    data: request.data,
    header: request.header,
    timeout: request.timeout,
    credentials: request.credentials
  })
  return { statusCode: res.statusCode, data: res.data, header: res.header as Record<string, unknown> }
}
