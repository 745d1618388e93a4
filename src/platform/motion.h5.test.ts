import { prefersReducedMotion } from './motion.h5'

describe('prefersReducedMotion (H5)', () => {
  const original = window.matchMedia
  afterEach(() => { window.matchMedia = original })

  it('follows the system setting as the browser reports it, read each time', () => {
    let reduce = true
    window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reduce })) as unknown as typeof window.matchMedia
    expect(prefersReducedMotion()).toBe(true)
    reduce = false
    expect(prefersReducedMotion()).toBe(false)
  })

  it('a browser without matchMedia, or one that throws: motion as usual', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia
    expect(prefersReducedMotion()).toBe(false)
    window.matchMedia = (() => { throw new Error('no') }) as unknown as typeof window.matchMedia
    expect(prefersReducedMotion()).toBe(false)
  })
})
