/**
 * H5 transport: the browser's fetch. Taro's H5 request turns a body that is
 * not JSON into `null`, and the error catalogue needs it (000 §8: "a non-JSON
 * or text error gives the status text plus the stripped body"), so the page
 * reads every body as text and the envelope layer parses it.
 * The HarmonyOS webview bundle uses it too (config/extensions.ts): plugin-platform-harmony-hybrid would
 * route Taro.request through the ArkWeb native bridge, which only a host app with Taro's bridge answers;
 * the gateway relies on the webview's own cookies and same-origin calls.
 */
import { encodeParam } from '@/lib/url'
import type { Send, WireRequest } from './http'
import { declaredLength, MAX_ANSWER_BYTES } from './answerSize'
import { prefetchKey, takePrefetched } from '@/firstScreen/contract'

function withQuery (url: string, data: WireRequest['data']): string {
  const pairs = Object.entries(data ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeParam(key)}=${encodeParam(String(value))}`)
  if (!pairs.length) return url
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`
}

export const send: Send = async (request) => {
  const url = request.method === 'GET' ? withQuery(request.url, request.data) : request.url
  const body = request.method === 'GET' ? undefined : JSON.stringify(request.data ?? {})
  // The same request started early by index.html (services/prefetch.ts): take its answer.
  const early = takePrefetched(prefetchKey(request.method, url, body))
  if (early) {
    try {
      const answer = await early
      // Mostly here long before the app asks: without a task boundary, reading it and rendering the
      // page would run on in the task that started the app (one long task: Total Blocking Time).
      await new Promise<void>((resolve) => { setTimeout(resolve, 0) })
      return { statusCode: answer.status, statusText: answer.statusText, data: answer.body, header: answer.header, stampedAt: answer.stampedAt, tooLarge: answer.tooLarge }
    } catch (e) {
      // Timed out: the visitor has waited the whole timeout already; asking again would double it (issue 28's
      // fault matrix: the page call with no answer kept the spinner up 30 s). Failed otherwise: ask again below.
      if ((e as Error)?.message === 'timeout') throw { errMsg: 'request:fail timeout' }
    }
  }
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller?.abort()
  }, request.timeout)
  try {
    const res = await fetch(url, {
      method: request.method,
      headers: request.header,
      body,
      credentials: request.credentials,
      signal: controller?.signal
    })
    const header: Record<string, string> = {}
    res.headers.forEach((value, key) => { header[key] = value })
    const text = await readBody(res, header, controller)
    return { statusCode: res.status, statusText: res.statusText, data: text ?? '', header, ...(text === undefined ? { tooLarge: true } : {}) }
  } catch (e) {
    // No answer: the envelope layer turns errMsg into the catalogue's network errors.
    throw { errMsg: timedOut ? 'request:fail timeout' : `request:fail ${(e as Error)?.message ?? ''}` }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The body as text, or undefined once it passes MAX_ANSWER_BYTES: refused by its declared length before a byte
 * is read, else read as it streams and dropped as soon as it is too long, so a huge answer is never held whole.
 */
async function readBody (res: Response, header: Record<string, string>, controller: AbortController | undefined): Promise<string | undefined> {
  const declared = declaredLength(header)
  if (declared !== undefined && declared > MAX_ANSWER_BYTES) {
    controller?.abort()
    return undefined
  }
  const reader = typeof res.body?.getReader === 'function' && typeof TextDecoder === 'function' ? res.body.getReader() : undefined
  if (!reader) {
    const text = await res.text()
    return text.length > MAX_ANSWER_BYTES ? undefined : text
  }
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    bytes += value.byteLength
    if (bytes > MAX_ANSWER_BYTES) {
      void reader.cancel().catch(() => undefined)
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}
