import Taro from '@tarojs/taro'
import { emulatorVisitorHeader, hostSend } from './hostSend'
import { EMULATOR_VISITOR_HEADER, EMULATOR_VISITOR_KEY } from './emulatorVisitor'

jest.mock('@tarojs/taro', () => {
  const storage = new Map<string, unknown>()
  return {
    __esModule: true,
    default: {
      request: jest.fn(async () => ({ statusCode: 200, data: { code: 0 }, header: { 'x-server-time': '1' } })),
      getStorageSync: (key: string) => storage.get(key) ?? '',
      setStorageSync: (key: string, value: unknown) => { storage.set(key, value) }
    }
  }
})

const request = { url: 'http://127.0.0.1:8787/x', method: 'POST' as const, data: { a: 1 }, header: { app: '10002' }, timeout: 5000, credentials: 'include' as const }
const sentHeaders = () => (Taro.request as unknown as jest.Mock).mock.calls.map((c) => (c[0] as { header: Record<string, string> }).header)

beforeEach(() => { (Taro.request as unknown as jest.Mock).mockClear() })

it('sends the spec\'s headers and nothing more without extras (a release build)', async () => {
  await expect(hostSend()(request)).resolves.toEqual({ statusCode: 200, data: { code: 0 }, header: { 'x-server-time': '1' } })
  expect(sentHeaders()).toEqual([{ app: '10002' }])
})

it('a QA build names its emulator visitor on every call, the same id each time, kept in the host storage', async () => {
  const send = hostSend(emulatorVisitorHeader())
  await send(request)
  await send({ ...request, method: 'GET' })
  const [first, second] = sentHeaders()
  expect(first.app).toBe('10002')
  expect(first[EMULATOR_VISITOR_HEADER]).toMatch(/^mp-[\w-]{8,60}$/)
  expect(second[EMULATOR_VISITOR_HEADER]).toBe(first[EMULATOR_VISITOR_HEADER])
  expect(Taro.getStorageSync(EMULATOR_VISITOR_KEY)).toBe(first[EMULATOR_VISITOR_HEADER])
})
