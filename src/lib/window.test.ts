import { staysDrawn } from './window'

describe('the window rule (issues 29 and 42: a bounded node count however long the page)', () => {
  it('near: drawn; far and never drawn: not drawn', () => {
    expect(staysDrawn({ near: true, drawn: false, measured: false })).toBe(true)
    expect(staysDrawn({ near: false, drawn: false, measured: true })).toBe(false)
    expect(staysDrawn({ near: false, drawn: false, measured: false })).toBe(false)
  })

  it('drawn: stays within the wider margin; beyond it gives way only once measured', () => {
    expect(staysDrawn({ near: false, withinLeave: true, drawn: true, measured: true })).toBe(true)
    expect(staysDrawn({ near: false, withinLeave: false, drawn: true, measured: true })).toBe(false)
    expect(staysDrawn({ near: false, withinLeave: false, drawn: true, measured: false })).toBe(true)
    // One margin (an endless list's pages): far and measured gives way.
    expect(staysDrawn({ near: false, drawn: true, measured: true })).toBe(false)
  })

  it('pinned: drawn wherever it is', () => {
    expect(staysDrawn({ near: false, withinLeave: false, drawn: false, measured: true, pinned: true })).toBe(true)
  })
})
