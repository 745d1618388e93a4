import { collectorUrl, createTracker } from './analytics'
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
})
