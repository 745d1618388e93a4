import { parseModal, shouldShowModal, MODAL_COOKIE_DAYS } from './model'

describe('modal popup (000 §4, §9)', () => {
  const raw = (modalInterval?: string) => ({ redirect: { imageUrl: 'https://i.example/pop.png', redirects: [] }, uniqueIdentifier: 'pop-1', modalInterval })

  it('keeps its shown-flag 1 day for DAILY and 365 days for FIRST_TIME, none for EVERY_TIME', () => {
    expect(MODAL_COOKIE_DAYS).toEqual({ EVERY_TIME: undefined, DAILY: 1, FIRST_TIME: 365 })
  })

  it('shows EVERY_TIME on each visit, the others only without their flag', () => {
    const every = parseModal(raw('EVERY_TIME'))
    const daily = parseModal(raw('DAILY'))
    if (!every.ok || !daily.ok) throw new Error('valid configs')
    expect(shouldShowModal(every.value, '1')).toBe(true)
    expect(shouldShowModal(daily.value, undefined)).toBe(true)
    expect(shouldShowModal(daily.value, '1')).toBe(false)
    expect(daily.value.cookieName).toBe('ahs_modal_pop-1')
  })

  it('treats an unknown rule as EVERY_TIME and refuses a popup without an image', () => {
    const r = parseModal(raw('SOMETIMES'))
    expect(r.ok && r.value.interval).toBe('EVERY_TIME')
    expect(parseModal({ redirect: {} })).toEqual({ ok: false, reason: '缺少弹窗图片 redirect.imageUrl' })
  })
})
