import Cookies from 'js-cookie'
import { browserCookieJar } from './cookies'

describe('cookies live on the parent domain (000 §2: the source cookie is shared with the main site)', () => {
  afterEach(() => jest.restoreAllMocks())

  it.each([
    ['m.example.com', '.example.com'],
    ['a.b.example.com', '.example.com'],
    ['m.example.com.cn', '.example.com.cn'],
    ['example.com', undefined],
    ['example.com.cn', undefined],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['::1', undefined]
  ])('%s → %s', (host, domain) => {
    const set = jest.spyOn(Cookies, 'set').mockImplementation(() => undefined)
    const remove = jest.spyOn(Cookies, 'remove').mockImplementation(() => undefined)
    const jar = browserCookieJar(host)
    jar.set('ahs_source', 'push', { days: 1 })
    jar.remove('ahs_source')
    expect(set).toHaveBeenCalledWith('ahs_source', 'push', { expires: 1, domain, path: '/', sameSite: 'Lax' })
    expect(remove).toHaveBeenCalledWith('ahs_source', { domain, path: '/' })
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
