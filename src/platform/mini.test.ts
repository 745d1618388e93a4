import { createMiniAdapter } from './mini'

const mini = (queryEncoded: boolean) => createMiniAdapter({ queryEncoded, id: 'adapter.weapp', target: 'weapp', platform: 'wechat_mp' })

describe("the page's query from Taro's router params", () => {
  it("drops Taro's own key and decodes once where the host hands values encoded (WeChat, Meituan)", () => {
    expect(mini(true).decodeQuery({ activityId: 'a1', agent: 'ahs%20app', $taroTimestamp: 1700000000000 })).toEqual({ activityId: 'a1', agent: 'ahs app' })
  })

  it('leaves values alone where the host decoded them already (Alipay, Toutiao): a literal % survives', () => {
    expect(mini(false).decodeQuery({ activityId: 'a1', note: '100%off' })).toEqual({ activityId: 'a1', note: '100%off' })
    expect(mini(true).decodeQuery({ bad: '%E4%' })).toEqual({ bad: '%E4%' })
    expect(mini(true).decodeQuery(undefined)).toEqual({})
  })
})

it('keeps cookies in storage until they expire (mini-programs have none)', () => {
  jest.useFakeTimers({ now: 1_000_000 })
  try {
    const jar = mini(true).cookies
    jar.set('ahs_source', 'push', { days: 1 / 48 })
    expect(jar.get('ahs_source')).toBe('push')
    jest.setSystemTime(1_000_000 + 30 * 60_000 - 1)
    expect(jar.get('ahs_source')).toBe('push')
    jest.setSystemTime(1_000_000 + 30 * 60_000)
    expect(jar.get('ahs_source')).toBeUndefined()
    jar.set('forever', 'x')
    jest.setSystemTime(1_000_000 + 400 * 86400_000)
    expect(jar.get('forever')).toBe('x')
    jar.remove('forever')
    expect(jar.get('forever')).toBeUndefined()
  } finally {
    jest.useRealTimers()
  }
})

describe("the host's storage (000 §9: storage calls time out at 5 s)", () => {
  it('a value set is the value read back; a missing or removed one reads as nothing', async () => {
    const { storage } = mini(true)
    await storage.set('yx_pool_address', '{"u_1":42}')
    await expect(storage.get('yx_pool_address')).resolves.toBe('{"u_1":42}')
    await expect(storage.get('never-set')).resolves.toBeUndefined()
    await storage.remove('yx_pool_address')
    await expect(storage.get('yx_pool_address')).resolves.toBeUndefined()
  })
})
