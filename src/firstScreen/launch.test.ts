import { cookieReader, knownCityOf, launchQueryOf, locatedCityOf } from './launch'

const at = (href: string) => {
  const url = new URL(href)
  return { href, search: url.search, hash: url.hash }
}

describe('the launch query, read as the app reads it (000 §2)', () => {
  it('reads the search and the hash route\'s query, the hash\'s winning, escapes and + decoded', () => {
    expect(launchQueryOf(at('https://m.example.cn/index.html?agent=huawei&cityId=2#/pages/campaign/index?activityId=a%20b&cityId=5&title=%E6%B4%BB+%E5%8A%A8'))).toEqual({ agent: 'huawei', cityId: '5', activityId: 'a b', title: '活 动' })
    expect(launchQueryOf(at('https://m.example.cn/index.html#/pages/campaign/index?activityId=demo&preview'))).toEqual({ activityId: 'demo', preview: '' })
  })

  it('asks nothing for a login ticket (the app exchanges it first), a malformed escape or no activity', () => {
    expect(launchQueryOf(at('https://m.example.cn/index.html?ticket=t1#/pages/campaign/index?activityId=demo'))).toBeUndefined()
    expect(launchQueryOf(at('https://m.example.cn/index.html#/pages/campaign/index?activityId=demo&ticket'))).toBeUndefined()
    expect(launchQueryOf(at('https://m.example.cn/index.html#/pages/campaign/index?activityId=%E6%B4'))).toBeUndefined()
    expect(launchQueryOf(at('https://m.example.cn/index.html#/pages/campaign/index?activityId='))).toBeUndefined()
    // A name that only contains "ticket" is no ticket.
    expect(launchQueryOf(at('https://m.example.cn/index.html#/pages/campaign/index?activityId=demo&tickets=2'))).toEqual({ activityId: 'demo', tickets: '2' })
  })
})

describe('the page\'s cookies', () => {
  it('reads document.cookie once, names with dots and dashes matched literally, values decoded (or kept when malformed)', () => {
    const read = jest.fn(() => 'ahs.city-id=3; ahsXcity=9; ahs_token=a%20b; bad=%E6')
    const cookie = cookieReader(read)
    expect([cookie('ahs.city-id'), cookie('ahs_token'), cookie('bad'), cookie('ahs'), cookie('city-id')]).toEqual(['3', 'a b', '%E6', undefined, undefined])
    expect(read).toHaveBeenCalledTimes(1)
  })
})

describe('the city the page is asked for (000 §5: query, cookie, server, 1)', () => {
  it('the query\'s first, then the cookie\'s; else the server is asked', () => {
    expect(knownCityOf({ activityId: 'a', cityId: '12' }, '3')).toBe(12)
    expect(knownCityOf({ activityId: 'a', cityId: 'x' }, '3')).toBe(3)
    expect(knownCityOf({ activityId: 'a' }, undefined)).toBeUndefined()
    expect(knownCityOf({ activityId: 'a' }, 'shanghai')).toBeUndefined()
  })

  it('takes the located city from a 200 answer\'s data.id, else 1', () => {
    expect(locatedCityOf(200, '{"code":0,"data":{"id":7}}')).toBe(7)
    expect(locatedCityOf(200, '{"code":0,"data":{"id":"7"}}')).toBe(7)
    expect(locatedCityOf(500, '{"code":0,"data":{"id":7}}')).toBe(1)
    expect(locatedCityOf(200, '{"code":0,"data":{"id":7.5}}')).toBe(1)
    expect(locatedCityOf(200, '{"code":0,"data":null}')).toBe(1)
    expect(locatedCityOf(200, '<html>')).toBe(1)
  })
})
