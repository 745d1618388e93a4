import type * as Uncaught from './uncaught'

const fresh = (): typeof Uncaught => {
  let mod: typeof Uncaught | undefined
  jest.isolateModules(() => { mod = jest.requireActual<typeof Uncaught>('./uncaught') })
  return mod!
}

describe('uncaught errors go to the newest page view', () => {
  it('keeps the first five that come before any page view, and hands them to the first', () => {
    const { reportUncaught, routeUncaught } = fresh()
    for (let i = 0; i < 8; i++) reportUncaught(new Error(`boot ${i}`), { source: 'error' })
    const tracker = { reportError: jest.fn() }
    routeUncaught(tracker)
    expect(tracker.reportError.mock.calls.map(([e]) => (e as Error).message)).toEqual(['boot 0', 'boot 1', 'boot 2', 'boot 3', 'boot 4'])
  })

  it('reports through the newest tracker', () => {
    const { reportUncaught, routeUncaught } = fresh()
    const older = { reportError: jest.fn() }
    const newer = { reportError: jest.fn() }
    routeUncaught(older)
    routeUncaught(newer)
    reportUncaught('x', { source: 'rejection', url: 'u' })
    expect(older.reportError).not.toHaveBeenCalled()
    expect(newer.reportError).toHaveBeenCalledWith('x', { source: 'rejection', url: 'u' })
  })
})
