import { BATCH_DELAY_MS, BATCH_MAX, MAX_ERRORS_PER_VIEW, collectorUrl, createTracker, scrubText } from './analytics'
import type { Send } from './http'

describe('tracking (000 §7, §9)', () => {
  it('cuts strings at 1000 characters and keeps tickets and tokens out', async () => {
    const send = jest.fn(async () => ({ statusCode: 200, data: '' }))
    await createTracker({ send: send as unknown as Send, url: '/c' })
      .send({ event: 'click', url: `http://h/#/p?activityId=1&ticket=ST-1&token=abc&x=${'y'.repeat(2000)}`, token: 'abc', componentType: 'banner' })
    const clean = (send.mock.calls[0] as unknown as [{ url: string, data: Record<string, unknown> }])[0]
    expect(clean.url).toBe('/c')
    expect(clean.data.token).toBeUndefined()
    expect(clean.data.componentType).toBe('banner')
    expect(String(clean.data.url)).toContain('ticket=&token=&x=')
    expect(String(clean.data.url)).not.toContain('ST-1')
    expect(String(clean.data.url)).toHaveLength(1000)
  })

  it('navigates after at most 100 ms, whether or not the collector answers', () => {
    jest.useFakeTimers()
    const tracker = createTracker({ send: jest.fn(() => new Promise(() => undefined)) as unknown as Send, url: '/c' })
    const next = jest.fn()
    tracker.trackThen({ event: 'click' }, next)
    jest.advanceTimersByTime(99)
    expect(next).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(next).toHaveBeenCalledTimes(1)
    jest.useRealTimers()
  })

  it('navigates as soon as the collector answers, once', async () => {
    const tracker = createTracker({ send: jest.fn(async () => ({ statusCode: 200, data: '' })), url: '/c' })
    const next = jest.fn()
    tracker.trackThen({ event: 'click' }, next)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(next).toHaveBeenCalledTimes(1)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(next).toHaveBeenCalledTimes(1)
  })

  it('reports each block error once, and never throws, even when sending throws', () => {
    const send = jest.fn(() => { throw new Error('offline') }) as unknown as Send
    const tracker = createTracker({ send, url: '/c' })
    expect(() => tracker.reportBlockError(new Error('bad'), { componentType: 'banner', uuid: 'u1' })).not.toThrow()
    tracker.reportBlockError('bad', { componentType: 'banner', uuid: 'u1' })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('reports every error: sample rate 1 (000 §9)', () => {
    const send = jest.fn(async () => ({ statusCode: 200, data: '' })) as unknown as Send
    const tracker = createTracker({ send, url: '/c', random: () => 0.9999 })
    for (const uuid of ['u1', 'u2', 'u3']) tracker.reportBlockError('bad', { componentType: 'banner', uuid })
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('collects on the gateway unless told otherwise', () => {
    expect(collectorUrl('https://gw.example.cn')).toBe('https://gw.example.cn/analytics/collect')
  })

  it('sends only whitelisted fields', async () => {
    const send = jest.fn(async () => ({ statusCode: 200, data: '' }))
    await createTracker({ send: send as unknown as Send, url: '/c' }).send({ event: 'click', uuid: 'u', cookie: 'c=1', phone: '13800000000', sessionKey: 'k' })
    expect((send.mock.calls[0] as unknown as [{ data: unknown }])[0].data).toEqual({ event: 'click', uuid: 'u' })
  })

  it('cuts tickets and tokens out of messages and stacks too, whatever their spelling', () => {
    expect(scrubText('failed at https://h/x?ticket=ST-9&a=1 with token: abc123 and {"access_token":"zz"}'))
      .toBe('failed at https://h/x?ticket=&a=1 with token:  and {"access_token":""}')
  })
})

describe('batches (issue 28: several events in one POST)', () => {
  const posts = (send: jest.Mock) => (send.mock.calls as unknown as [{ data: { events: Array<{ uuid: string }> } }][]).map(([r]) => r.data.events.map((e) => e.uuid))
  beforeEach(() => { jest.useFakeTimers() })
  afterEach(() => { jest.useRealTimers() })

  it('sends queued events together a short delay after the first', () => {
    const send = jest.fn(async () => ({ statusCode: 200, data: '' }))
    const tracker = createTracker({ send: send as unknown as Send, url: '/c', random: () => 0.9 })
    tracker.queue({ event: 'component_show', uuid: 'u1' })
    jest.advanceTimersByTime(BATCH_DELAY_MS / 2)
    tracker.queue({ event: 'component_show', uuid: 'u2' })
    expect(send).not.toHaveBeenCalled()
    jest.advanceTimersByTime(BATCH_DELAY_MS / 2)
    expect(posts(send)).toEqual([['u1', 'u2']])
  })

  it('sends at once when the batch is full, and what is left when the page hides (flush)', () => {
    const send = jest.fn(async () => ({ statusCode: 200, data: '' }))
    const tracker = createTracker({ send: send as unknown as Send, url: '/c', random: () => 0.9 })
    for (let i = 0; i < BATCH_MAX + 1; i++) tracker.queue({ event: 'component_show', uuid: `u${i}` })
    expect(posts(send)).toHaveLength(1)
    expect(posts(send)[0]).toHaveLength(BATCH_MAX)
    tracker.flush()
    expect(posts(send)[1]).toEqual([`u${BATCH_MAX}`])
    tracker.flush()
    expect(send).toHaveBeenCalledTimes(2)
  })
})

describe('uncaught errors (000 §9: error sample rate 1)', () => {
  const sent = (send: jest.Mock) => (send.mock.calls as unknown as [{ data: Record<string, unknown> }][]).map(([r]) => r.data)

  it('reports every error, with its stack and page address cleaned of tickets and tokens', () => {
    const send = jest.fn(async () => ({ statusCode: 200, data: '' }))
    const tracker = createTracker({ send: send as unknown as Send, url: '/c', random: () => 0.9999 })
    const error = new TypeError('bad token=t0k')
    error.stack = 'TypeError: bad token=t0k\n    at x (https://h/app.js?ticket=ST-1:1:2)'
    tracker.reportError(error, { source: 'error', url: 'https://h/#/pages/campaign/index?activityId=1&ticket=ST-1' })
    tracker.reportError('rejected', { source: 'rejection' })
    expect(sent(send)).toEqual([
      { event: 'error', source: 'error', message: 'bad token=', stack: 'TypeError: bad token=\n    at x (https://h/app.js?ticket=:1:2)', url: 'https://h/#/pages/campaign/index?activityId=1&ticket=' },
      { event: 'error', source: 'rejection', message: 'rejected' }
    ])
  })

  it('reports a repeating error (same message and stack) once per page view, and a loop of new ones at most MAX_ERRORS_PER_VIEW times', () => {
    const send = jest.fn(async () => ({ statusCode: 200, data: '' }))
    const tracker = createTracker({ send: send as unknown as Send, url: '/c' })
    const error = new Error('loop')
    for (let i = 0; i < 50; i++) tracker.reportError(error, { source: 'error' })
    expect(send).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 50; i++) tracker.reportError(new Error(`tick ${i}`), { source: 'error' })
    expect(send).toHaveBeenCalledTimes(MAX_ERRORS_PER_VIEW)
    // The next page view reports it again.
    const next = jest.fn(async () => ({ statusCode: 200, data: '' }))
    createTracker({ send: next as unknown as Send, url: '/c' }).reportError(error, { source: 'error' })
    expect(next).toHaveBeenCalledTimes(1)
  })

  it('never throws, whatever was thrown and whatever the transport does', () => {
    const tracker = createTracker({ send: jest.fn(() => { throw new Error('offline') }) as unknown as Send, url: '/c' })
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const thrown of [undefined, null, 42, cyclic, Object.create(null)]) expect(() => tracker.reportError(thrown, { source: 'rejection' })).not.toThrow()
  })
})

describe('the page-load trace (000 §9: trace rate 0.25)', () => {
  const traced = (r: number) => {
    jest.useFakeTimers()
    let t = 1000
    const send = jest.fn(async () => ({ statusCode: 200, data: '' }))
    const tracker = createTracker({ send: send as unknown as Send, url: '/c', random: () => r, now: () => t })
    t = 1400
    tracker.markTrace('pageMs', 'a1')
    t = 1900
    tracker.markTrace('firstBlocksMs', 'a1')
    t = 2500
    tracker.markTrace('firstBlocksMs', 'a1')
    tracker.flush()
    jest.useRealTimers()
    return (send.mock.calls as unknown as [{ data: { events: unknown[] } }][]).flatMap(([r]) => r.data.events)
  }

  it('a page view drawn below 0.25 sends one trace with its durations since the page began', () => {
    expect(traced(0.2499)).toEqual([{ event: 'page_trace', activityId: 'a1', pageMs: 400, firstBlocksMs: 900 }])
  })

  it('a page view drawn at 0.25 or above sends none', () => {
    expect(traced(0.25)).toEqual([])
  })
})
