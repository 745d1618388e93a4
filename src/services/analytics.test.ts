import { ANALYTICS_CALLBACK_TIMEOUT, ANALYTICS_MAX_STRING, ERROR_SAMPLE_RATE, TRACE_SAMPLE_RATE, collectorUrl, createTracker, sanitizeEvent } from './analytics'
import type { Send } from './http'

describe('tracking (000 §7, §9)', () => {
  it('cuts strings at 1000 characters and keeps tickets and tokens out', () => {
    const clean = sanitizeEvent({ event: 'click', url: `http://h/#/p?activityId=1&ticket=ST-1&token=abc&x=${'y'.repeat(2000)}`, token: 'abc', componentType: 'banner' })
    expect(clean.token).toBeUndefined()
    expect(String(clean.url)).toContain('ticket=&token=&x=')
    expect(String(clean.url)).not.toContain('ST-1')
    expect(String(clean.url)).toHaveLength(ANALYTICS_MAX_STRING)
    expect(ANALYTICS_MAX_STRING).toBe(1000)
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
    expect(ANALYTICS_CALLBACK_TIMEOUT).toBe(100)
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
    expect([ERROR_SAMPLE_RATE, TRACE_SAMPLE_RATE]).toEqual([1, 0.25])
  })

  it('collects on the gateway unless told otherwise', () => {
    expect(collectorUrl('https://gw.example.cn')).toBe('https://gw.example.cn/analytics/collect')
  })
})
