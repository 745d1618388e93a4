import { parentDomain, browserCookieJar } from './cookies'

describe('parentDomain', () => {
  it.each([
    ['m.example.com', '.example.com'],
    ['a.b.example.com', '.example.com'],
    ['m.example.com.cn', '.example.com.cn'],
    ['example.com', undefined],
    ['example.com.cn', undefined],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['::1', undefined]
  ])('%s → %s', (host, expected) => {
    expect(parentDomain(host)).toBe(expected)
  })
})

it('keeps values in document cookies with an expiry in days', () => {
  const jar = browserCookieJar('localhost')
  jar.set('ahs_source', 'push', { days: 1 / 48 })
  expect(jar.get('ahs_source')).toBe('push')
  expect(document.cookie).toContain('ahs_source=push')
  jar.remove('ahs_source')
  expect(jar.get('ahs_source')).toBeUndefined()
})
