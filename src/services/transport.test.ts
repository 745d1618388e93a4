import util from 'node:util'
import { send } from './transport.h5'
import { PREFETCH_GLOBAL, prefetchKey } from '@/firstScreen/contract'
import { MAX_ANSWER_BYTES } from './answerSize'

const request = { url: 'https://gw.example.cn/x', method: 'POST' as const, data: { a: 1 }, header: { app: '10002' }, timeout: 5000, credentials: 'include' as const }

/** What fetch resolves with, as much as the transport reads (jsdom has no Response). */
function response (body: string, init: { status: number, statusText?: string, headers?: Record<string, string> }) {
  return {
    status: init.status,
    statusText: init.statusText ?? '',
    headers: { forEach: (fn: (value: string, key: string) => void) => Object.entries(init.headers ?? {}).forEach(([k, v]) => fn(v, k)) },
    text: async () => body
  }
}

afterEach(() => { delete (window as { fetch?: unknown }).fetch })

it('H5 keeps a non-JSON body as text, so the catalogue can show it (Taro\'s H5 request makes it null)', async () => {
  window.fetch = jest.fn(async () => response('<html><h1>502 Bad Gateway</h1></html>', { status: 502, statusText: 'Bad Gateway', headers: { 'x-server-time': '123' } })) as never
  await expect(send(request)).resolves.toEqual({ statusCode: 502, statusText: 'Bad Gateway', data: '<html><h1>502 Bad Gateway</h1></html>', header: { 'x-server-time': '123' } })
  const init = (window.fetch as jest.Mock).mock.calls[0][1]
  expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'include' })
})

it('H5 sends GET data as the query', async () => {
  window.fetch = jest.fn(async () => response('{}', { status: 200 })) as never
  await send({ ...request, method: 'GET', data: { agent: 'ahs m', empty: undefined } })
  expect((window.fetch as jest.Mock).mock.calls[0][0]).toBe('https://gw.example.cn/x?agent=ahs%20m')
})

it('H5 reports no answer as the hosts do ({ errMsg }), a timeout as such', async () => {
  jest.useFakeTimers()
  window.fetch = jest.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new Error('aborted')))
  })) as never
  const pending = send({ ...request, timeout: 100 })
  jest.advanceTimersByTime(100)
  await expect(pending).rejects.toEqual({ errMsg: 'request:fail timeout' })
  jest.useRealTimers()
})

it('H5: an early request (index.html) that timed out is the answer, not asked again: one wait, not two (issue 28)', async () => {
  window.fetch = jest.fn(async () => response('{}', { status: 200 })) as never
  const body = JSON.stringify(request.data)
  const store = { [prefetchKey('POST', request.url, body)]: Promise.reject(new Error('timeout')) }
  ;(window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = store
  try {
    await expect(send(request)).rejects.toEqual({ errMsg: 'request:fail timeout' })
    expect(window.fetch).not.toHaveBeenCalled()
  } finally {
    delete (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL]
  }
})

it('H5: an early request that failed otherwise (a reset) is asked again once', async () => {
  window.fetch = jest.fn(async () => response('{"code":0}', { status: 200 })) as never
  const body = JSON.stringify(request.data)
  ;(window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = { [prefetchKey('POST', request.url, body)]: Promise.reject(new TypeError('Failed to fetch')) }
  try {
    await expect(send(request)).resolves.toMatchObject({ statusCode: 200 })
    expect(window.fetch).toHaveBeenCalledTimes(1)
  } finally {
    delete (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL]
  }
})

describe(`H5: an answer above ${MAX_ANSWER_BYTES} bytes is not held whole (a 33.7 MB page answer killed the tab)`, () => {
  // Browsers have them; jsdom does not.
  beforeAll(() => { Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder }) })
  afterAll(() => { delete (globalThis as Record<string, unknown>).TextDecoder; delete (globalThis as Record<string, unknown>).TextEncoder })

  it('refused by its declared length before a byte is read; the request is aborted', async () => {
    const text = jest.fn(async () => '{}')
    let signal: AbortSignal | undefined
    window.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined
      return { ...response('', { status: 200, headers: { 'content-length': String(MAX_ANSWER_BYTES + 1) } }), text }
    }) as never
    await expect(send(request)).resolves.toMatchObject({ statusCode: 200, data: '', tooLarge: true })
    expect(text).not.toHaveBeenCalled()
    expect(signal?.aborted).toBe(true)
  })

  it('without a length (chunked, compressed): read as it streams, dropped once past the limit, the rest never read', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(120)
    let reads = 0
    const cancel = jest.fn(async () => undefined)
    const reader = { read: jest.fn(async () => { reads++; return reads > 100 ? { done: true, value: undefined } : { done: false, value: chunk } }), cancel }
    window.fetch = jest.fn(async () => ({ ...response('', { status: 200 }), body: { getReader: () => reader } })) as never
    await expect(send(request)).resolves.toMatchObject({ data: '', tooLarge: true })
    expect(reads).toBe(MAX_ANSWER_BYTES / chunk.byteLength + 1)
    expect(cancel).toHaveBeenCalled()
  })

  it('an answer within it streams through whole', async () => {
    const bytes = new TextEncoder().encode('{"code":0,"data":"回收"}')
    const parts = [bytes.slice(0, 20), bytes.slice(20)]
    window.fetch = jest.fn(async () => ({ ...response('', { status: 200 }), body: { getReader: () => ({ read: async () => (parts.length ? { done: false, value: parts.shift() } : { done: true, value: undefined }), cancel: async () => undefined }) } })) as never
    const res = await send(request)
    expect(res).toMatchObject({ data: '{"code":0,"data":"回收"}' })
    expect(res.tooLarge).toBeUndefined()
  })
})
