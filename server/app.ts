import { existsSync } from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import fastifyCors from '@fastify/cors'
import fastifyStatic from '@fastify/static'
import fastifyFormbody from '@fastify/formbody'
import { scenarioFiles, type ScenarioSource } from './scenarios'
import { VisitorStore, VISITOR_COOKIE, type VisitorState } from './state'
import { parseFault, serverNow, ControlError, type ClockSpec } from './controls'
import { SessionService } from './sessions'
import { DOMAINS } from './domains'
import { FuzzPages, registerOverrideRoutes, withFuzzPages } from './overrides'
import { gatewayRoutes } from './gateway'

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
}

export const ROOT = path.resolve(__dirname, '..')
/** Response headers the page reads (server time, access token and its lifetime): exposed to other origins. */
export const EXPOSED_HEADERS = ['x-server-time', 'access-token', 'access-token-expires-in']
export const ASSET_DIR = path.resolve(__dirname, 'assets')

/** The demo URL of a scenario on the H5 build (hash router). */
export function scenarioUrl (origin: string, id: string, query = ''): string {
  return `${origin}/#/pages/campaign/index?activityId=${encodeURIComponent(id)}${query}`
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
    allowedHeaders: ['content-type', 'app', 'timestamp', 'token', 'agent', 'x-emu-fault', 'x-emu-now', 'x-emu-clock-offset'] })

  app.decorateRequest('visitor', null as unknown as VisitorState)
  app.addHook('onRequest', async (req, reply) => {
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
        url: scenarioUrl(origin, id, s?.query),
        links: (s?.links ?? []).map((l) => ({ label: l.label, url: scenarioUrl(origin, id, l.query) }))
      }
    })
  })
  // Every gateway call with its route name: the fault matrix and double-tap sweep are generated from it.
  app.get('/__emu/routes', async () => gatewayRoutes())
  app.get('/__emu/counts', async (req) => req.visitor.counts)
  app.get('/__emu/visitor', async (req) => ({ ...req.visitor, serverTime: serverNow(req.visitor.clock, Date.now()) }))
  app.post('/__emu/visitor', async (req, reply) => {
    const body = (req.body ?? {}) as { faults?: Record<string, string | null>, clock?: ClockSpec | null }
    try {
      for (const [route, spec] of Object.entries(body.faults ?? {})) {
        if (spec === null || spec === '') delete req.visitor.faults[route]
        else {
          parseFault(spec)
          req.visitor.faults[route] = spec
        }
      }
      if (body.clock === null) delete req.visitor.clock
      else if (body.clock) {
        serverNow(body.clock, Date.now())
        req.visitor.clock = body.clock
      }
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

  // ---- Static files ---------------------------------------------------------------
  // Only the media files: the SVG sources (assets/src) and the script that draws them are not served.
  await app.register(fastifyStatic, { root: ASSET_DIR, prefix: '/assets/', decorateReply: false, maxAge: '1h', allowedPath: (name) => /^\/[\w-]+\.(jpg|png|mp4)$/.test(name) })
  if (existsSync(path.join(distDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: distDir, prefix: '/', decorateReply: false, preCompressed: options.preCompressed ?? false })
  } else {
    app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(
      '<!doctype html><meta charset="utf-8"><title>emulator</title><p>No H5 build at dist/h5: run <code>npm run build:h5</code> (or <code>npm start</code>), then reload.</p><p><a href="/__emu/scenarios">Scenarios</a></p>'
    ))
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
