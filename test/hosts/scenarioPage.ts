import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../server/app'
import { bootMiniProgram, type BootOptions, type MiniProgramHarness, type MiniTarget } from './harness'

const PAGE = 'pages/campaign/index'

/**
 * A host test file's emulator (one for the file) and its scenario's campaign page, booted afresh by `open`
 * and disposed after each test (or by `dispose`, before a test closes an emulator of its own). `emulator`:
 * the emulator's options (a test's own scenarios).
 */
export function scenarioPage (activityId: string, emulatorOptions: EmulatorOptions = {}) {
  let emulator: RunningEmulator | undefined
  let harness: MiniProgramHarness | undefined
  const dispose = () => { harness?.dispose(); harness = undefined }
  beforeAll(async () => { emulator = await startEmulator({ ...emulatorOptions, port: 0 }) })
  afterAll(async () => { await emulator?.close() })
  afterEach(dispose)
  return {
    dispose,
    async open (target: MiniTarget, origin = (emulator as RunningEmulator).origin, options: Omit<BootOptions, 'target' | 'gatewayOrigin'> = {}): Promise<MiniProgramHarness> {
      harness = await bootMiniProgram({ ...options, target, gatewayOrigin: origin })
      await harness.openPage(PAGE, { activityId })
      await harness.settle()
      return harness
    }
  }
}
