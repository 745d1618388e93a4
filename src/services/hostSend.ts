/**
 * The mini-programs' requests: the host's request API through Taro (wx.request, my.request, tt.request).
 * `transport.ts` picks what goes with it for the build; the H5 bundles use `transport.h5.ts`.
 */
import Taro from '@tarojs/taro'
import type { Send } from './http'
import { EMULATOR_VISITOR_HEADER, emulatorVisitorId } from './emulatorVisitor'

/** The host's transport; `extraHeaders` go on every call (a QA build's emulator visitor). */
export function hostSend (extraHeaders?: () => Record<string, string>): Send {
  return async (request) => {
    const res = await Taro.request({
      url: request.url,
      method: request.method,
      data: request.data,
      header: extraHeaders ? { ...request.header, ...extraHeaders() } : request.header,
      timeout: request.timeout,
      credentials: request.credentials
    })
    return { statusCode: res.statusCode, data: res.data, header: res.header as Record<string, unknown> }
  }
}

/**
 * The emulator's visitor id of this device (services/emulatorVisitor.ts): read from the host's storage (or
 * made and kept there) at the first call, then sent as it is, not read again on every call.
 */
export function emulatorVisitorHeader (): () => Record<string, string> {
  let header: Record<string, string> | undefined
  return () => {
    header ??= { [EMULATOR_VISITOR_HEADER]: emulatorVisitorId({ get: (key) => Taro.getStorageSync(key) as unknown, set: (key, value) => Taro.setStorageSync(key, value) }) }
    return header
  }
}
