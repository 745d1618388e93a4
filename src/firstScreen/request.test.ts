import type { PrefetchConfig } from './contract'
import { requestHeaders } from './request'

const config = { appId: 10002, defaultAgent: 'ahs_m', cookies: { token: 'ahs_token', agent: 'ahs_agent', cityId: 'ahs_city_id' } } as PrefetchConfig

describe('the page call\'s headers (000 §7), as the app\'s transport sends them', () => {
  it('app, timestamp and JSON always; the token from its cookie; the agent from the query, else its cookie, else the default', () => {
    const cookies: Record<string, string> = { ahs_token: 'tk', ahs_agent: 'oppo' }
    const cookie = (name: string) => cookies[name]
    expect(requestHeaders(config, { activityId: 'a', agent: 'huawei' }, cookie, 1700000000000)).toEqual({ 'content-type': 'application/json', app: '10002', timestamp: '1700000000000', token: 'tk', agent: 'huawei' })
    expect(requestHeaders(config, { activityId: 'a' }, cookie, 1).agent).toBe('oppo')
    expect(requestHeaders(config, { activityId: 'a' }, () => undefined, 1)).toEqual({ 'content-type': 'application/json', app: '10002', timestamp: '1', agent: 'ahs_m' })
  })
})
