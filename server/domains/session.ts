/**
 * Session domain (000 §6, §7): the agent's login address, the ticket
 * exchange, the current user, and the test login page the address points at
 * (`/__login`: pick a phone number, come back with a ticket). Users, tickets
 * and tokens live in the shared SessionService, like a real account service.
 */
import { BusinessError, gatewayRoute } from '../gateway'
import { IDENTITIES, TOKEN_TTL_SECONDS, type Identity } from '../sessions'
import { NOT_LOGGED_IN, lastScenario, type Domain } from './types'
import { escapeHtml } from '../html'

/** An identity picked on a login page; anything else is none (the scenario's, else an old user). */
const identityOf = (v: unknown): Identity | undefined => (IDENTITIES as readonly unknown[]).includes(v) ? v as Identity : undefined

/** Return parameter name per channel, as the page expects it (src/stores/session/model.ts). */
const RETURN_PARAMS = ['redirectUrl', 'returnurl', 'url']

/** Appends `ticket` to the return URL; a hash route's query gets it, as the page reads it from there. */
export function withTicket (returnUrl: string, ticket: string): string {
  const sep = returnUrl.includes('?') ? '&' : (returnUrl.includes('#') ? '?' : '?')
  return `${returnUrl}${sep}ticket=${encodeURIComponent(ticket)}`
}

/** Only loopback or same-host return URLs: the login page is not an open redirect. */
function safeReturnUrl (value: string | undefined, host: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (!/^https?:$/.test(url.protocol)) return undefined
    if (url.host === host || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return value
  } catch {
    return undefined
  }
  return undefined
}

export const sessionDomain: Domain = {
  name: 'session',
  register (app, { sessions }) {
    gatewayRoute(app, 'GET', '/campaign-center/api/avatar/agents/:agent/auth-url', 'agents/auth-url', lastScenario, (ctx) => {
      const agent = (ctx.req.params as { agent: string }).agent
      return `${ctx.origin}/__login?agent=${encodeURIComponent(agent)}`
    })

    gatewayRoute(app, 'POST', '/sso-login', 'sso-login', lastScenario, (ctx) => {
      const ticket = (ctx.query.ticket ?? ctx.body.ticket) as string | undefined
      const session = ticket ? sessions.exchange(ticket, ctx.now) : undefined
      if (!session) throw new BusinessError(NOT_LOGGED_IN, '登录凭证无效或已过期，请重新登录')
      ctx.reply.header('access-token', session.token)
      ctx.reply.header('access-token-expires-in', String(TOKEN_TTL_SECONDS))
      return { token: session.token, userKey: session.user.userKey, expiresIn: TOKEN_TTL_SECONDS }
    })

    gatewayRoute(app, 'GET', '/get-login-user', 'get-login-user', lastScenario, (ctx) => {
      const user = sessions.userOf(ctx.req.headers.token as string | undefined, ctx.now)
      if (!user) throw new BusinessError(NOT_LOGGED_IN, '未登录')
      return { userKey: user.userKey, mobile: `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}` }
    })

    // The mini-programs' QA login page (src/pages/qa-login, in builds for this emulator): a ticket for a test user.
    gatewayRoute(app, 'POST', '/__emu/qa-login', 'qa-login', lastScenario, (ctx) => {
      const mobile = String(ctx.body.mobile ?? '')
      if (!/^1\d{10}$/.test(mobile)) throw new BusinessError(400, '请输入 11 位手机号')
      return { ticket: sessions.issueTicket(mobile, Date.now(), identityOf(ctx.body.identity)) }
    })

    // The local login page the auth-url points at: pick a test account, come back with a ticket.
    app.get('/__login', async (req, reply) => {
      const query = req.query as Record<string, string | undefined>
      const param = RETURN_PARAMS.find((p) => query[p])
      const returnUrl = safeReturnUrl(param ? query[param] : undefined, req.headers.host)
      if (!returnUrl) return reply.code(400).type('text/html; charset=utf-8').send('<!doctype html><meta charset="utf-8"><p>缺少或不允许的回跳地址（redirectUrl / returnurl / url）</p>')
      const hidden = `<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">`
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>登录（本地模拟）</title>
<style>body{font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;margin:0;padding:32px 24px;background:#f7f7f7;color:#222}
h1{font-size:22px;margin:0 0 6px}p{color:#888;font-size:13px;margin:0 0 24px}label{display:block;font-size:14px;margin-bottom:8px}
select{width:100%;font-size:15px;padding:10px;border:1px solid #ddd;border-radius:8px;margin-bottom:20px;background:#fff}
input[type=tel]{width:100%;box-sizing:border-box;font-size:17px;padding:12px;border:1px solid #ddd;border-radius:8px;margin-bottom:20px}
button{width:100%;font-size:17px;padding:12px;border:0;border-radius:24px;background:#ff5a3c;color:#fff}
.cancel{background:#fff;color:#666;border:1px solid #ddd;margin-top:12px}</style></head>
<body><h1>登录</h1><p>本地网关模拟器的测试登录页，渠道：${escapeHtml(query.agent ?? '')}</p>
<form method="post" action="/__login">${hidden}<label for="mobile">手机号</label>
<input id="mobile" name="mobile" type="tel" value="13800000001" maxlength="11" pattern="1\\d{10}" required>
<label for="identity">用户身份（优惠券人群）</label>
<select id="identity" name="identity"><option value="">按场景（默认老用户）</option><option value="old">老用户</option><option value="new-recycle">回收新用户</option><option value="new-second-hand">二手新用户</option></select>
<button id="login" type="submit">登录</button></form>
<form method="post" action="/__login">${hidden}<input type="hidden" name="cancel" value="1"><button class="cancel" id="cancel" type="submit">取消登录</button></form>
</body></html>`)
    })

    app.post('/__login', async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, string | undefined>
      const returnUrl = safeReturnUrl(body.returnUrl, req.headers.host)
      if (!returnUrl) return reply.code(400).send('bad returnUrl')
      // Cancelling comes back without a ticket: the page says 'login failed'.
      if (body.cancel) return reply.redirect(withTicket(returnUrl, ''), 302)
      const mobile = /^1\d{10}$/.test(body.mobile ?? '') ? body.mobile as string : '13800000001'
      return reply.redirect(withTicket(returnUrl, sessions.issueTicket(mobile, Date.now(), identityOf(body.identity))), 302)
    })
  }
}
