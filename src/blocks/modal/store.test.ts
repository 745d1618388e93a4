import { memoryCookies } from '../../../test/utils/fakePlatform'
import { parseModal, type ModalModel } from './model'
import { ModalStore } from './store'

const parse = (modalInterval: string): ModalModel => {
  const r = parseModal({ redirect: { imageUrl: 'https://img.example/pop.png', redirects: [] }, uniqueIdentifier: 'pop', modalInterval })
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

describe('modal store (000 §4 "Modal popup", §9 "Modal cookies 1 day or 365 days")', () => {
  it('"DAILY sets a cookie flag lasting 1 day": shown once, then not while the flag lasts', () => {
    const cookies = memoryCookies()
    const store = new ModalStore(parse('DAILY'), cookies)
    expect(store.open).toBe(false)
    store.decide()
    expect(store.open).toBe(true)
    expect([cookies.get('ahs_modal_pop'), cookies.days.get('ahs_modal_pop')]).toEqual(['1', 1])
    // The next visit (a new page, the same cookies).
    const next = new ModalStore(parse('DAILY'), cookies)
    next.decide()
    expect(next.open).toBe(false)
  })

  it('"FIRST_TIME sets a cookie flag lasting 365 days"', () => {
    const cookies = memoryCookies()
    new ModalStore(parse('FIRST_TIME'), cookies).decide()
    expect(cookies.days.get('ahs_modal_pop')).toBe(365)
    const next = new ModalStore(parse('FIRST_TIME'), cookies)
    next.decide()
    expect(next.open).toBe(false)
  })

  it('"EVERY_TIME shows it each visit": no flag kept', () => {
    const cookies = memoryCookies()
    new ModalStore(parse('EVERY_TIME'), cookies).decide()
    expect(cookies.get('ahs_modal_pop')).toBeUndefined()
    const next = new ModalStore(parse('EVERY_TIME'), cookies)
    next.decide()
    expect(next.open).toBe(true)
  })

  it('"The popup can be closed"; it decides once per page, so a silent refresh (update, its view mounted again) does not show it again', () => {
    const store = new ModalStore(parse('EVERY_TIME'), memoryCookies())
    store.decide()
    store.close()
    expect(store.open).toBe(false)
    store.update(parse('EVERY_TIME'))
    store.decide()
    expect(store.open).toBe(false)
  })
})
