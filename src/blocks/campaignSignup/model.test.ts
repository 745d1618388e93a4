import { parseSignup } from './model'

const raw = { uniqueIdentifier: 'sign-2026', defaultBgImageUrl: 'https://i.example/d.png', bgImageUrlApplied: 'https://i.example/a.png', signupStatus: 0, redirectConfig: { redirects: [] } }

describe('sign-up (000 §3, §4)', () => {
  it('reads signupStatus 1 as signed up', () => {
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

// Found by parse.property.test.ts: Number() of this JSON threw 'Cannot convert object to primitive value'.
it('reads a signupStatus of any JSON value without throwing: [{"toString":0}] is not signed up, "1" is', () => {
  const r = parseSignup({ ...raw, signupStatus: [{ toString: 0 }] })
  expect(r.ok && r.value.signedUp).toBe(false)
  const s = parseSignup({ ...raw, signupStatus: '1' })
  expect(s.ok && s.value.signedUp).toBe(true)
})
