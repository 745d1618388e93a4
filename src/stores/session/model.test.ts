import { buildLoginUrl, tokenCookieDays, withoutTicket, DEFAULT_AGENT } from './model'

describe('login return parameter (000 §6)', () => {
  it('is redirectUrl for the own channel, returnurl for the one partner, url for the other four', () => {
    expect(DEFAULT_AGENT).toBe('ahs_m')
    const paramOf = (agent: string | undefined) => new URL(buildLoginUrl('https://passport.example/login', agent, 'https://m.example.cn/')).searchParams.keys().next().value
    expect(paramOf('ahs_m')).toBe('redirectUrl')
    expect(paramOf('unionpay')).toBe('returnurl')
    expect(['huawei', 'xiaomi', 'vivo', 'douyin'].map(paramOf)).toEqual(['url', 'url', 'url', 'url'])
    expect(paramOf(undefined)).toBe('redirectUrl')
    expect(paramOf('someone-new')).toBe('redirectUrl')
  })

  it('appends the current page URL, encoded, to the login address', () => {
    const page = 'http://127.0.0.1:8787/#/pages/campaign/index?activityId=demo'
    expect(buildLoginUrl('http://127.0.0.1:8787/__login', 'ahs_m', page)).toBe(`http://127.0.0.1:8787/__login?redirectUrl=${encodeURIComponent(page)}`)
    expect(buildLoginUrl('https://passport.example/login?channel=9', 'xiaomi', page)).toBe(`https://passport.example/login?channel=9&url=${encodeURIComponent(page)}`)
  })
})

it('converts the token expiry from seconds to days (000 §7)', () => {
  expect(tokenCookieDays(86400)).toBe(1)
  expect(tokenCookieDays(7 * 86400)).toBe(7)
  expect(tokenCookieDays(3600)).toBeCloseTo(1 / 24)
})

it('drops every ticket parameter from the URL', () => {
  expect(withoutTicket('http://h/#/pages/campaign/index?activityId=1&ticket=a&ticket=b')).toBe('http://h/#/pages/campaign/index?activityId=1')
  expect(withoutTicket('http://h/?ticket=x#/pages/campaign/index?ticket=y')).toBe('http://h/#/pages/campaign/index')
  expect(withoutTicket('http://h/?a=1&ticketing=2')).toBe('http://h/?a=1&ticketing=2')
})

it('builds the login URL from any return URL, a lone surrogate in it included (issue 28)', () => {
  expect(buildLoginUrl('https://sso.example/login', 'ahs_m', 'https://m.example.cn/?q=\ud800')).toBe('https://sso.example/login?redirectUrl=https%3A%2F%2Fm.example.cn%2F%3Fq%3D%EF%BF%BD')
})
