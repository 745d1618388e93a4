/**
 * Fault and clock controls of the emulator, as pure functions so they are
 * tested on their own (server/controls.test.ts).
 *
 * A fault is a short string, the same wherever it is set (scenario file,
 * visitor state, `x-emu-fault` header, `__fault` query parameter):
 *   latency=800     answer normally after 800 ms (combinable: `latency=800,http500`)
 *   http500         HTTP 500 with the gateway's JSON envelope (code 500)
 *   403             HTTP 403 with an empty body
 *   nonjson         HTTP 502 with an HTML error page (a proxy in front of the gateway)
 *   timeout         no answer until the client gives up (the socket is closed after 60 s)
 *   reset           the connection is dropped without an answer (a reset, as a crashed proxy does)
 *   code=13606017   HTTP 200 envelope with that business code and a message
 *   code=N,hostilemsg  the same with a message from the hostile corpus (server/hostileCorpus.ts)
 *   empty           HTTP 200 envelope with `data: null`
 *   hostile         the normal answer with every string of `data` and `msg` from the hostile corpus
 *                   (ids, kinds, numbers and numeric or time strings kept, so it still parses)
 *   oversized       the normal answer padded past the page's limit (src/services/constants.ts
 *                   MAX_ANSWER_BYTES), streamed without a content-length, as a chunked upstream sends it
 */
export type FaultKind = 'http500' | '403' | 'nonjson' | 'timeout' | 'reset' | 'code' | 'empty' | 'hostile' | 'oversized'

export interface Fault {
  latencyMs: number
  kind?: FaultKind
  code?: number
  /** `code=N,hostilemsg`: the business error's message is hostile text. */
  hostileMsg?: boolean
}

const KINDS: ReadonlySet<string> = new Set(['http500', '403', 'nonjson', 'timeout', 'reset', 'empty', 'hostile', 'oversized'])

export class ControlError extends Error {}

export function parseFault (spec: string | undefined | null): Fault | undefined {
  if (!spec || !spec.trim()) return undefined
  const fault: Fault = { latencyMs: 0 }
  for (const raw of spec.split(',')) {
    const part = raw.trim()
    if (!part) continue
    const [name, value] = part.split('=', 2)
    if (name === 'latency') {
      const ms = Number(value)
      if (!Number.isFinite(ms) || ms < 0 || ms > 120_000) throw new ControlError(`bad latency in fault "${spec}"`)
      fault.latencyMs = ms
    } else if (name === 'code') {
      const code = Number(value)
      if (!Number.isInteger(code)) throw new ControlError(`bad code in fault "${spec}"`)
      fault.kind = 'code'
      fault.code = code
    } else if (name === 'hostilemsg') {
      fault.hostileMsg = true
    } else if (name === '500') {
      fault.kind = 'http500'
    } else if (KINDS.has(name)) {
      fault.kind = name as FaultKind
    } else {
      throw new ControlError(`unknown fault "${part}" (latency=MS, http500, 403, nonjson, timeout, reset, code=N, hostilemsg, empty, hostile, oversized)`)
    }
  }
  if (fault.hostileMsg && fault.kind !== 'code') throw new ControlError(`hostilemsg goes with code=N in fault "${spec}"`)
  return fault
}

/**
 * A clock setting: `fixed` pins the server's time (ms since epoch or an ISO
 * string), `offsetMs` shifts the real time. Neither: the real time.
 */
export interface ClockSpec {
  fixed?: number | string
  offsetMs?: number
}

export function parseInstant (value: number | string): number {
  const ms = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Date.parse(value)
  if (!Number.isFinite(ms)) throw new ControlError(`bad time "${value}" (ms since epoch or ISO 8601)`)
  return ms
}

/** The server's time under a clock setting, given the real time. */
export function serverNow (clock: ClockSpec | undefined, realNow: number): number {
  if (!clock) return realNow
  if (clock.fixed !== undefined) return parseInstant(clock.fixed)
  if (clock.offsetMs !== undefined) {
    if (!Number.isFinite(clock.offsetMs)) throw new ControlError(`bad clock offset "${clock.offsetMs}"`)
    return realNow + clock.offsetMs
  }
  return realNow
}

/**
 * The clock moved on by `deltaMs` from where it stands: a fixed time moves with it, an offset grows, and no
 * setting (the real time) becomes an offset. `base` is the setting in force: the visitor's, else the scenario's.
 * QA's home page moves a visitor's clock this way (+1 min, +1 h, +1 day).
 */
export function advanceClock (base: ClockSpec | undefined, deltaMs: number): ClockSpec {
  if (!Number.isFinite(deltaMs)) throw new ControlError(`bad clock step "${deltaMs}"`)
  if (base?.fixed !== undefined) return { fixed: parseInstant(base.fixed) + deltaMs }
  return { offsetMs: (base?.offsetMs ?? 0) + deltaMs }
}

/** The most specific setting wins: request, then visitor, then scenario. */
export function pick<T> (...candidates: Array<T | undefined>): T | undefined {
  return candidates.find((c) => c !== undefined)
}

/** Replaces `{{assets}}` and `{{origin}}` in scenario text, so image URLs work on H5 and in mini-programs alike. */
export function fillTemplate (text: string, origin: string): string {
  return text.replace(/\{\{assets\}\}/g, `${origin}/assets`).replace(/\{\{origin\}\}/g, origin)
}
