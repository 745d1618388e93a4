import { parseSignup, SIGNED_UP } from './model'

const raw = { uniqueIdentifier: 'sign-2026', defaultBgImageUrl: 'https://i.example/d.png', bgImageUrlApplied: 'https://i.example/a.png', signupStatus: 0, redirectConfig: { redirects: [] } }

describe('sign-up (000 §3, §4)', () => {
  it('reads signupStatus 1 as signed up', () => {
    expect(SIGNED_UP).toBe(1)
    const r = parseSignup({ ...raw, signupStatus: 1 })
    expect(r.ok && r.value.signedUp).toBe(true)
    const n = parseSignup(raw)
    expect(n.ok && [n.value.signedUp, n.value.appliedImage]).toEqual([false, 'https://i.example/a.png'])
  })

  it('refuses a sign-up without identifier or image', () => {
    expect(parseSignup({ ...raw, uniqueIdentifier: '' }).ok).toBe(false)
    expect(parseSignup({ ...raw, defaultBgImageUrl: undefined }).ok).toBe(false)
  })
})
