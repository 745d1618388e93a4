/**
 * Cookies as the WeChat devtools keep them for `wx.request` (a phone's hosts keep none: the harness keeps
 * them only when asked, `BootOptions.cookies`).
 */
export class HostCookieJar {
  private readonly jar = new Map<string, string>()

  constructor (private readonly kept: boolean) {}

  /** The `cookie` request header, when there is anything to send. */
  header (): string | undefined {
    return this.kept && this.jar.size ? [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') : undefined
  }

  /** Takes an answer's `set-cookie` lines (an expired one removes its cookie). */
  store (setCookies: string[], now = Date.now()): void {
    if (!this.kept) return
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';')
      const eq = pair.indexOf('=')
      if (eq <= 0) continue
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      let expired = false
      for (const a of attrs) {
        const [k, v = ''] = a.split('=')
        const key = k.trim().toLowerCase()
        if (key === 'max-age' && Number(v) <= 0) expired = true
        if (key === 'expires' && Date.parse(v.trim()) <= now) expired = true
      }
      if (expired) this.jar.delete(name)
      else this.jar.set(name, value)
    }
  }

  /** Name → value. */
  entries (): Record<string, string> {
    return Object.fromEntries(this.jar)
  }
}
