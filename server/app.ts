import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import fastifyCors from '@fastify/cors'
import fastifyStatic from '@fastify/static'
import fastifyFormbody from '@fastify/formbody'
import { scenarioFiles, type ScenarioSource } from './scenarios'
import { VisitorStore, VISITOR_COOKIE, VISITOR_HEADER, VISITOR_ID, type VisitorState } from './state'
import { advanceClock, parseFault, serverNow, ControlError, type ClockSpec } from './controls'
import { SessionService } from './sessions'
import { DOMAINS } from './domains'
import { FuzzPages, registerOverrideRoutes, withFuzzPages } from './overrides'
import { gatewayRoutes } from './gateway'
import { H5_PAGE, HARMONY_PAGE, renderHome, scenarioUrl } from './home'
import { lastScenario } from './domains/types'

export { scenarioUrl }

declare module 'fastify' {
  interface FastifyRequest {
    visitor: VisitorState
  }
}

export interface EmulatorOptions {
  /** The H5 bundle to serve on the same origin (default dist/h5). */
  distDir?: string
  /** Serve `<file>.br` / `<file>.gz` next to a file when the browser accepts it (the load bench, like a CDN). */
  preCompressed?: boolean
  logger?: boolean
  /** Where this emulator finds its scenarios (default: the files of server/scenarios/, read on every call). */
  scenarios?: ScenarioSource
  /** The HarmonyOS webview build served at /harmony.html (default dist/harmony when `distDir` is the default). */
  harmonyDir?: string
  /** The emulator's addresses on the LAN (`HOST=0.0.0.0`): the home page shows a QR code per link with them. */
  lanOrigins?: readonly string[]
}

export const ROOT = path.resolve(__dirname, '..')
/** Response headers the page reads (server time, access token and its lifetime): exposed to other origins. */
export const EXPOSED_HEADERS = ['x-server-time', 'access-token', 'access-token-expires-in']
export const ASSET_DIR = path.resolve(__dirname, 'assets')

/** Which mini-program host (or devtools) a visitor's user agent names, for the home page's visitor list. */
export function hostOf (userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  if (/wechatdevtools/i.test(ua)) return '微信开发者工具'
  if (/MicroMessenger/i.test(ua)) return '微信'
  if (/AlipayClient|AliApp/i.test(ua)) return '支付宝'
  if (/ToutiaoMicroApp|aweme|BytedanceWebview|ttdevtools/i.test(ua)) return '抖音'
  if (/meituan/i.test(ua)) return '美团'
  return '小程序'
}

/** Builds the local gateway emulator: gateway calls, controls under /__emu, assets and the H5 bundle. */
export async function buildEmulator (options: EmulatorOptions = {}): Promise<FastifyInstance> {
  const distDir = options.distDir ?? path.join(ROOT, 'dist', 'h5')
  // Closing drops every connection, a half-read one too (an oversized answer the client stopped reading).
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true })
  const visitors = new VisitorStore()
  // This emulator's scenarios, its own fuzz pages in front: the domains read them through `app.scenarios`.
  const fuzzPages = new FuzzPages()
  app.decorate('scenarios', withFuzzPages(options.scenarios ?? scenarioFiles(), fuzzPages))

  await app.register(fastifyCookie)
  await app.register(fastifyFormbody)
  // A page on another origin (`npm run dev:h5`, or H5 served from a CDN while the gateway is elsewhere) may
  // call with cookies. The server-time and token headers must be exposed to it: a browser hides every
  // response header CORS does not name, and the page's clock would silently fall back to the phone's.
  await app.register(fastifyCors, { origin: true, credentials: true, exposedHeaders: EXPOSED_HEADERS,
    allowedHeaders: ['content-type', 'app', 'timestamp', 'token', 'agent', 'x-emu-fault', 'x-emu-now', 'x-emu-clock-offset', VISITOR_HEADER] })

  app.decorateRequest('visitor', null as unknown as VisitorState)
  app.addHook('onRequest', async (req, reply) => {
    // A mini-program's QA build names its visitor itself (a phone keeps no cookies): the header wins.
    const named = req.headers[VISITOR_HEADER]
    if (typeof named === 'string' && VISITOR_ID.test(named)) {
      req.visitor = visitors.get(named)
      req.visitor.via = 'header'
      return
    }
    const id = req.cookies[VISITOR_COOKIE]
    req.visitor = visitors.get(id)
    if (req.visitor.id !== id) {
      reply.setCookie(VISITOR_COOKIE, req.visitor.id, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 7 * 24 * 3600 })
    }
  })

  const sessions = new SessionService()
  for (const domain of DOMAINS) domain.register(app, { sessions, domains: DOMAINS })
  registerOverrideRoutes(app, fuzzPages)

  // ---- Controls for QA and tests -------------------------------------------------
  app.get('/__emu/scenarios', async (req) => {
    const origin = `${req.protocol}://${req.headers.host}`
    return app.scenarios.ids().map((id) => {
      const s = app.scenarios.load(id, origin)
      return {
        id,
        title: s?.title ?? id,
        description: s?.description ?? '',
        ...(s?.generated ? { generated: true } : {}),
        url: scenarioUrl(origin, id, s?.query),
        links: (s?.links ?? []).map((l) => ({ label: l.label, url: scenarioUrl(origin, id, l.query) }))
      }
    })
  })
  // Every gateway call with its route name: the fault matrix and double-tap sweep are generated from it.
  app.get('/__emu/routes', async () => gatewayRoutes())
  app.get('/__emu/counts', async (req) => req.visitor.counts)
  /** The clock in force for a visitor: its own, else its last scenario's. */
  const clockOf = (visitor: VisitorState, origin: string): ClockSpec | undefined => {
    if (visitor.clock) return visitor.clock
    const id = lastScenario({ visitor })
    return id ? app.scenarios.load(id, origin)?.clock : undefined
  }
  app.get('/__emu/visitor', async (req) => ({
    ...req.visitor,
    scenarioId: lastScenario({ visitor: req.visitor }),
    serverTime: serverNow(clockOf(req.visitor, `${req.protocol}://${req.headers.host}`), Date.now())
  }))
  // The visitors that called lately (the home page's picker: a phone's or a devtools' visitor by its id header).
  app.get('/__emu/visitors', async () => visitors.recent(20).map((v) => ({
    id: v.id, via: v.via, seenAt: v.seenAt, host: v.via === 'header' ? hostOf(v.userAgent) : undefined, scenarioId: lastScenario({ visitor: v })
  })))
  app.post('/__emu/visitor', async (req, reply) => {
    const body = (req.body ?? {}) as { faults?: Record<string, string | null>, next?: Record<string, string | null>, clock?: ClockSpec | null, advanceMs?: number }
    try {
      for (const [key, list] of [['faults', body.faults], ['nextFaults', body.next]] as const) {
        for (const [route, spec] of Object.entries(list ?? {})) {
          if (spec === null || spec === '') delete req.visitor[key][route]
          else {
            parseFault(spec)
            req.visitor[key][route] = spec
          }
        }
      }
      if (body.clock === null) delete req.visitor.clock
      else if (body.clock) {
        serverNow(body.clock, Date.now())
        req.visitor.clock = body.clock
      }
      if (body.advanceMs !== undefined) req.visitor.clock = advanceClock(clockOf(req.visitor, `${req.protocol}://${req.headers.host}`), Number(body.advanceMs))
    } catch (e) {
      if (e instanceof ControlError) return reply.code(400).send({ error: e.message })
      throw e
    }
    return req.visitor
  })
  app.delete('/__emu/visitor', async (req) => {
    visitors.reset(req.visitor.id)
    return { ok: true }
  })

  // ---- The home page and static files ----------------------------------------------
  // The emulator's own pages (its home, the login page, the JSON controls) name no icon: a browser asks for this
  // one by itself, and a 404 there is a console error every browser test would have to forgive.
  app.get('/favicon.ico', async (_req, reply) => reply.code(204).header('cache-control', 'max-age=86400').send())
  const hasH5 = existsSync(path.join(distDir, 'index.html'))
  const harmonyDir = options.harmonyDir ?? (options.distDir === undefined ? path.join(ROOT, 'dist', 'harmony') : undefined)
  const hasHarmony = !!harmonyDir && existsSync(path.join(harmonyDir, 'index.html'))
  app.get('/', async (req, reply) => {
    const origin = `${req.protocol}://${req.headers.host}`
    const scenarios = app.scenarios.ids().map((id) => app.scenarios.load(id, origin) ?? { id, title: id, description: '' })
    const elderly = (req.query as Record<string, unknown> | undefined)?.elderly === '1'
    const html = await renderHome({ origin, lanOrigins: options.lanOrigins ?? [], hasH5, hasHarmony, scenarios, routes: gatewayRoutes(), elderly })
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
  })
  // Only the media files: the SVG sources (assets/src) and the script that draws them are not served.
  await app.register(fastifyStatic, { root: ASSET_DIR, prefix: '/assets/', decorateReply: false, maxAge: '1h', allowedPath: (name) => /^\/[\w-]+\.(jpg|png|mp4)$/.test(name) })
  if (hasH5 || hasHarmony) {
    // The H5 app at /index.html, the HarmonyOS one at /harmony.html; their scripts and styles side by side
    // (every other file name carries its content hash, so the two builds never ask for each other's).
    const roots = [...(hasH5 ? [distDir] : []), ...(hasHarmony && harmonyDir ? [harmonyDir] : [])]
    await app.register(fastifyStatic, { root: roots, prefix: '/', index: false, decorateReply: false, preCompressed: options.preCompressed ?? false, allowedPath: (name) => hasH5 || name !== H5_PAGE })
    if (hasHarmony && harmonyDir) {
      const harmonyIndex = path.join(harmonyDir, 'index.html')
      app.get(HARMONY_PAGE, async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(harmonyIndex)))
    }
  }
  return app
}

export interface RunningEmulator {
  app: FastifyInstance
  origin: string
  close: () => Promise<void>
}

/** Starts the emulator on a loopback port (0 picks a free one). */
export async function startEmulator (options: EmulatorOptions & { port?: number, host?: string } = {}): Promise<RunningEmulator> {
  const app = await buildEmulator(options)
  const host = options.host ?? '127.0.0.1'
  await app.listen({ port: options.port ?? 0, host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
  return { app, origin, close: () => app.close() }
}
