import { answerTooLarge, declaredLength, jsonLongerThan, MAX_ANSWER_BYTES } from './answerSize'

describe('the largest answer read (constants.ts)', () => {
  it('is 8 MiB: twenty times a large real configuration, far below the 33.7 MB that killed the tab', () => {
    expect(MAX_ANSWER_BYTES).toBe(8 * 1024 * 1024)
  })

  it('a declared content-length above it is refused at once, whatever the body; one at or below proves nothing', () => {
    expect(answerTooLarge({ header: { 'Content-Length': String(MAX_ANSWER_BYTES + 1) }, data: '' })).toBe(true)
    expect(answerTooLarge({ header: { 'content-length': String(MAX_ANSWER_BYTES) }, data: '{}' })).toBe(false)
    // Compressed on the wire: a small length does not vouch for the body.
    expect(answerTooLarge({ header: { 'content-length': '1000' }, data: 'x'.repeat(MAX_ANSWER_BYTES + 1) })).toBe(true)
    expect(declaredLength({ 'content-length': 'abc' })).toBeUndefined()
    expect(declaredLength(undefined)).toBeUndefined()
  })

  it('a text body by its length; a parsed one (mini-programs) by its JSON text, counted only until past the limit', () => {
    expect(answerTooLarge({ data: 'x'.repeat(MAX_ANSWER_BYTES) })).toBe(false)
    expect(answerTooLarge({ data: 'x'.repeat(MAX_ANSWER_BYTES + 1) })).toBe(true)
    const page = { code: 0, data: { components: Array.from({ length: 3 }, (_, i) => ({ uuid: `c-${i}`, data: { text: 'x'.repeat(1000) } })) } }
    expect(jsonLongerThan(page, JSON.stringify(page).length)).toBe(false)
    expect(jsonLongerThan(page, JSON.stringify(page).length - 10)).toBe(true)
    expect(jsonLongerThan(page, 100)).toBe(true)
    expect(jsonLongerThan([1, true, null, 'a'], 100)).toBe(false)
  })

  it('a 34 MB parsed page is refused after a walk of no more than the limit', () => {
    const row = { uuid: 'c', type: 'banner', data: { banner: { contents: [{ imageUrl: `https://i.example/${'a'.repeat(3000)}` }] } } }
    const huge = { code: 0, data: { components: Array.from({ length: 11_000 }, () => row) } }
    const keys = jest.spyOn(Object, 'entries')
    expect(answerTooLarge({ data: huge })).toBe(true)
    // Stopped once past 8 MiB: about a quarter of the 11 000 components were looked at.
    expect(keys.mock.calls.length).toBeLessThan(11_000 * 5 / 3)
    keys.mockRestore()
  })
})
