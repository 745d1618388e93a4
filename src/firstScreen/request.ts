import { prefetchKey, type PrefetchConfig, type PrefetchedAnswer } from './contract'

/** The page call's headers (000 §7), as the app's transport sends them: the token and agent from the query and cookies. */
export function requestHeaders (c: PrefetchConfig, query: Record<string, string>, cookie: (name: string) => string | undefined, now: number): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', app: String(c.appId), timestamp: String(now) }
  const token = cookie(c.cookies.token)
  const agent = query.agent || cookie(c.cookies.agent) || c.defaultAgent
  if (token) headers.token = token
  if (agent) headers.agent = agent
  return headers
}

export type Send = (path: string, body: string, timeout: number) => Promise<PrefetchedAnswer>

/**
 * A sender of POST calls whose answers the app's transport takes (`store`, by `prefetchKey`): an answer, body
 * included, within `timeout` ms, else the request is aborted and the promise rejects (the timer settles it
 * even where fetch cannot be aborted). An answer over `maxAnswerBytes` is not read (its declared length) or
 * dropped (its text): `tooLarge`, body empty.
 */
export function answerSender (c: PrefetchConfig, headers: Record<string, string>, store: Record<string, Promise<PrefetchedAnswer>>): Send {
  const max = c.maxAnswerBytes || 8 * 1024 * 1024
  return (path, body, timeout) => {
    const started = Date.now()
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined
    const answer = new Promise<PrefetchedAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (controller) controller.abort()
        reject(new Error('timeout'))
      }, timeout)
      fetch(c.base + path, { method: 'POST', headers, body, credentials: 'include', signal: controller ? controller.signal : undefined }).then((res): PrefetchedAnswer | Promise<PrefetchedAnswer> => {
        const header: Record<string, string> = {}
        res.headers.forEach((value, key) => { header[key] = value })
        const stampedAt = (started + Date.now()) / 2
        if (Number(header['content-length']) > max) {
          if (controller) controller.abort()
          return { status: res.status, statusText: res.statusText, header, body: '', stampedAt, tooLarge: true }
        }
        return res.text().then((text) => {
          const big = text.length > max
          return { status: res.status, statusText: res.statusText, header, body: big ? '' : text, stampedAt, tooLarge: big }
        })
      }).then((done) => { clearTimeout(timer); resolve(done) }, (error: unknown) => { clearTimeout(timer); reject(error) })
    })
    store[prefetchKey('POST', c.base + path, body)] = answer
    return answer
  }
}
