import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../server/app'
import { bootMiniProgram, type BootOptions, type MiniProgramHarness, type MiniTarget } from './harness'

const PAGE = 'pages/campaign/index'

/** How `open` boots and opens: the harness's options, another scenario than the file's, more launch query. */
export type OpenOptions = Omit<BootOptions, 'target' | 'gatewayOrigin'> & { activityId?: string, query?: Record<string, string> }

/**
 * A host test file's emulator (one for the file) and its scenario's campaign page, booted afresh by `open`
 * and disposed after each test (or by `dispose`, before a test closes an emulator of its own). `emulator`:
 * the emulator's options (a test's own scenarios). The host test files share this scaffold instead of
 * each declaring its emulator, its harness and their lifetimes again.
 */
export interface ScenarioPage {
  dispose (): void
  /** The file's emulator's origin (for a test's own calls to it). */
  origin (): string
  /** A harness on the file's emulator (or `origin`), no page opened yet: a test sets its layout first. */
  boot (target: MiniTarget, options?: Omit<BootOptions, 'target' | 'gatewayOrigin'>, origin?: string): Promise<MiniProgramHarness>
  /** The scenario's page (or `options.activityId`'s), opened and settled. */
  open (target: MiniTarget, origin?: string, options?: OpenOptions): Promise<MiniProgramHarness>
}

export function scenarioPage (activityId: string, emulatorOptions: EmulatorOptions = {}): ScenarioPage {
  let emulator: RunningEmulator | undefined
  let harness: MiniProgramHarness | undefined
  const dispose = () => { harness?.dispose(); harness = undefined }
  beforeAll(async () => { emulator = await startEmulator({ ...emulatorOptions, port: 0 }) })
  afterAll(async () => { await emulator?.close() })
  afterEach(dispose)
  const page: ScenarioPage = {
    dispose,
    origin: () => (emulator as RunningEmulator).origin,
    async boot (target, options = {}, origin = page.origin()) {
      dispose()
      harness = await bootMiniProgram({ ...options, target, gatewayOrigin: origin })
      return harness
    },
    async open (target, origin = page.origin(), { activityId: id = activityId, query = {}, ...options } = {}) {
      const h = await page.boot(target, options, origin)
      await h.openPage(PAGE, { activityId: id, ...query })
      await h.settle()
      return h
    }
  }
  return page
}
