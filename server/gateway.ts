import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MAX_ANSWER_BYTES } from '../src/services/constants'
import { parseFault, pick, serverNow, parseInstant, ControlError, type Fault } from './controls'
import type { Scenario } from './scenarios'
import type { VisitorState } from './state'
import { HOSTILE_CORPUS, hostileAnswer } from './hostileCorpus'

/** A business rejection: answered as HTTP 200 with the gateway's envelope and a non-success code. */
export class BusinessError extends Error {
  constructor (readonly code: number, message: string) {
    super(message)
  }
}

export interface GatewayContext {
  req: FastifyRequest
  /** For answers that set headers (the access token). */
  reply: FastifyReply
  visitor: VisitorState
  scenario?: Scenario
  /** The server's time for this request (ms), after clock controls. */
  now: number
  body: Record<string, unknown>
  query: Record<string, string | undefined>
  origin: string
}

/** Finds the scenario a call belongs to: the activity it names, else the last page this visitor opened. */
export type ScenarioOf = (ctx: Omit<GatewayContext, 'scenario' | 'now'>) => string | undefined

const TIMEOUT_HOLD_MS = 60_000

function originOf (req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}`
}

function requestClock (req: FastifyRequest) {
  const now = req.headers['x-emu-now']
  if (typeof now === 'string' && now) return { fixed: parseInstant(now) }
  const offset = req.headers['x-emu-clock-offset']
  if (typeof offset === 'string' && offset) return { offsetMs: Number(offset) }
  return undefined
}

function requestFault (req: FastifyRequest): string | undefined {
  const header = req.headers['x-emu-fault']
  if (typeof header === 'string' && header) return header
  const q = (req.query as Record<string, string | undefined>).__fault
  return q || undefined
}

/** A fault set for this route's next call only (or any route's, `*`): taken off as it is used. */
function takeNextFault (visitor: VisitorState, name: string): string | undefined {
  const key = visitor.nextFaults[name] !== undefined ? name : visitor.nextFaults['*'] !== undefined ? '*' : undefined
  if (key === undefined) return undefined
  const spec = visitor.nextFaults[key]
  delete visitor.nextFaults[key]
  return spec
}

const NGINX_502 = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n'

async function applyFault (fault: Fault | undefined, reply: FastifyReply): Promise<boolean> {
  if (!fault) return false
  if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs))
  switch (fault.kind) {
    case 'http500':
      reply.code(500).send({ code: 500, data: null, msg: '系统繁忙，请稍后再试' })
      return true
    case '403':
      reply.code(403).send('')
      return true
    case 'nonjson':
      reply.code(502).type('text/html').send(NGINX_502)
      return true
    case 'code':
      reply.code(200).send({ code: fault.code, data: null, msg: fault.hostileMsg ? HOSTILE_CORPUS[Math.abs(fault.code ?? 0) % HOSTILE_CORPUS.length] : `模拟业务错误 ${fault.code}` })
      return true
    case 'reset':
      // No answer at all: the socket is dropped, as a crashed proxy or a reset connection does.
      reply.hijack()
      reply.raw.socket?.destroy()
      return true
    case 'empty':
      reply.code(200).send({ code: 0, data: null, msg: '' })
      return true
    case 'timeout':
      // Hold the request open; the client's own timeout fires first.
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_HOLD_MS))
      reply.raw.destroy()
      return true
    default:
      return false
  }
}

/**
 * The `oversized` fault: the answer as JSON with a padding field past the app's limit, streamed in 1 MiB chunks
 * with no content-length (a client must count while it reads). It is still a valid envelope.
 */
function oversized (answer: object): Readable {
  const head = JSON.stringify(answer).replace(/\}$/, ',"padding":"')
  const chunk = 'x'.repeat(1024 * 1024)
  const chunks = Math.ceil(MAX_ANSWER_BYTES / chunk.length) + 1
  let sent = -1
  return new Readable({
    read () {
      if (sent < 0) this.push(head)
      else if (sent < chunks) this.push(chunk)
      else { this.push('"}'); this.push(null) }
      sent++
    }
  })
}

/** One gateway call as registered: what `GET /__emu/routes` lists, so tests are generated from it. */
export interface GatewayRouteInfo {
  name: string
  method: 'GET' | 'POST'
  url: string
  /** A visitor action (a tap sends it: sign up, book, …), as the registering domain says; else a read. */
  action: boolean
}

const ROUTES = new Map<string, GatewayRouteInfo>()

/** Every gateway call registered so far (the same for every emulator in a process: domains register alike). */
export function gatewayRoutes (): GatewayRouteInfo[] {
  return [...ROUTES.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Registers one gateway call. The handler returns `data` (or throws a
 * BusinessError); the wrapper adds faults, latency, the server clock and the
 * `{code, data, msg}` envelope, so every call behaves alike under the controls.
 */
export function gatewayRoute (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  name: string,
  scenarioOf: ScenarioOf,
  handler: (ctx: GatewayContext) => unknown,
  options: { action?: boolean } = {}
): void {
  ROUTES.set(name, { name, method, url, action: options.action ?? false })
  app.route({
    method,
    url,
    handler: async (req, reply) => {
      const visitor = req.visitor
      // Every call counts, faulted or not: the double-tap tests read how many a burst of taps sent.
      visitor.counts[name] = (visitor.counts[name] ?? 0) + 1
      visitor.seenAt = Date.now()
      const agent = req.headers['user-agent']
      if (typeof agent === 'string') visitor.userAgent = agent.slice(0, 300)
      const origin = originOf(req)
      const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>
      const query = req.query as Record<string, string | undefined>
      const base = { req, reply, visitor, body, query, origin }
      const scenarioId = scenarioOf(base)
      const scenario = scenarioId ? app.scenarios.load(scenarioId, origin) : undefined
      let fault: Fault | undefined
      let now: number
      try {
        const perRequest = requestFault(req)
        fault = parseFault(pick(perRequest, perRequest === undefined ? takeNextFault(visitor, name) : undefined,
          visitor.faults[name], visitor.faults['*'], scenario?.faults?.[name], scenario?.faults?.['*']))
        now = serverNow(pick(requestClock(req), visitor.clock, scenario?.clock), Date.now())
      } catch (e) {
        if (e instanceof ControlError) return reply.code(400).send({ code: 400, data: null, msg: e.message })
        throw e
      }
      reply.header('x-server-time', String(now))
      if (await applyFault(fault, reply)) return reply
      try {
        const data = await handler({ ...base, scenario, now })
        const answer = { code: 0, data: data ?? null, msg: 'success' }
        if (fault?.kind === 'oversized') return reply.type('application/json').send(oversized(answer))
        return reply.send(fault?.kind === 'hostile' ? hostileAnswer(answer) : answer)
      } catch (e) {
        if (e instanceof BusinessError) {
          const answer = { code: e.code, data: null, msg: e.message }
          if (fault?.kind === 'oversized') return reply.type('application/json').send(oversized(answer))
          return reply.send(fault?.kind === 'hostile' ? hostileAnswer(answer) : answer)
        }
        throw e
      }
    }
  })
}
