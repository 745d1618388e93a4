/**
 * Every scenario on a host that keeps no cookies, as a phone's WeChat does (issue 40): the QA build names its
 * emulator visitor in a header, so the calls that name no scenario (the guessing game, the cashback
 * campaign, the per-visitor clock and faults) find the visitor's page as in a browser. Each scenario shows
 * the same failures, and no other, as the devtools' way (cookies kept, no visitor header) showed them.
 */
import { startEmulator, type RunningEmulator } from '../../server/app'
import { listScenarioIds, loadScenario } from '../../server/scenarios'
import { EMULATOR_VISITOR_HEADER, EMULATOR_VISITOR_KEY } from '../../src/services/emulatorVisitor'
import { bootMiniProgram, type HostRequest } from './harness'

const PAGE = 'pages/campaign/index'
/** What a block or the page says when a load failed (the catalogue's failure and retry texts). */
const FAILURE = /失败|重试/
/** `slow` is the same pages 2 s later on every call. */
const SCENARIOS = listScenarioIds().filter((id) => id !== 'slow')

let emulator: RunningEmulator
beforeAll(async () => { emulator = await startEmulator({ port: 0 }) })
afterAll(async () => { await emulator?.close() })

interface Opened { failures: string[], visitor?: string }

/** Opens a scenario on the WeChat build and reads what failed once it settled. */
async function open (id: string, how: { cookies: boolean, onRequest?: (req: HostRequest) => HostRequest }): Promise<Opened> {
  const h = await bootMiniProgram({ target: 'weapp', gatewayOrigin: emulator.origin, cookies: how.cookies, onRequest: how.onRequest, allowConsoleErrors: true })
  try {
    const query = Object.fromEntries(new URLSearchParams(loadScenario(id, emulator.origin)?.query?.replace(/^&/, '') ?? ''))
    await h.openPage(PAGE, { activityId: id, ...query })
    await h.settle()
    const visitor = h.storage.get(EMULATOR_VISITOR_KEY)
    return { failures: [...new Set(h.texts().filter((t) => FAILURE.test(t)))].sort(), visitor: typeof visitor === 'string' ? visitor : undefined }
  } finally {
    h.dispose()
  }
}

/** The devtools before the header: cookies kept, the visitor known by its cookie only. */
const withoutHeader = (req: HostRequest): HostRequest => {
  const headers = { ...req.headers }
  delete headers[EMULATOR_VISITOR_HEADER]
  return { ...req, headers }
}

describe('WeChat on a phone (no cookies): every scenario loads as in the devtools', () => {
  test.each(SCENARIOS)('%s', async (id) => {
    const phone = await open(id, { cookies: false })
    const devtools = await open(id, { cookies: true, onRequest: withoutHeader })
    expect(phone.failures).toEqual(devtools.failures)
    // The emulator knew the phone's visitor by its header and kept its page as its last scenario.
    const state = await (await fetch(`${emulator.origin}/__emu/visitor`, { headers: { [EMULATOR_VISITOR_HEADER]: String(phone.visitor) } })).json() as { via: string, counts: Record<string, number> }
    expect(state.via).toBe('header')
    expect((state.counts['pages/get-release'] ?? 0) + (state.counts['pages/preview'] ?? 0)).toBeGreaterThan(0)
  }, 60_000)

  test('the guessing game and the cashback campaign load, and without the header they would not (the check can fail)', async () => {
    for (const id of ['guess', 'cashback']) {
      await expect(open(id, { cookies: false }).then((o) => [id, o.failures])).resolves.toEqual([id, []])
      const unnamed = await open(id, { cookies: false, onRequest: withoutHeader })
      expect([id, unnamed.failures.length]).toEqual([id, expect.any(Number)])
      expect(unnamed.failures.length).toBeGreaterThan(0)
    }
  }, 60_000)
})
