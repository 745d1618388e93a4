import { parseMutex, pickMutex } from './model'

const c = (uuid: string, type: string) => ({ id: uuid, uuid, type, data: { [type]: { contents: [{}] } } })

describe('mutex group (000 §2: one is shown)', () => {
  it('shows the first group the page can render, in the configured order', () => {
    const r = parseMutex({ groups: [{ component: c('a', 'lottery') }, { component: c('b', 'banner') }, { component: c('c', 'banner') }] })
    if (!r.ok) throw new Error(r.reason)
    expect(pickMutex(r.value.candidates, (x) => x.type === 'banner')?.uuid).toBe('b')
    expect(pickMutex(r.value.candidates, () => false)).toBeUndefined()
  })
  it('refuses a group list without components', () => {
    expect(parseMutex({ groups: [{}] }).ok).toBe(false)
  })
})
