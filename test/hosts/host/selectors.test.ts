import { IntersectionObservers, PageLayout, registerSelectorQuery } from './selectors'
import { testHost } from './testHost'

describe('selector queries and the page\'s layout', () => {
  it('a selector\'s rect is its box less the page\'s scroll, read when exec runs on the host queue', () => {
    const t = testHost('weapp')
    const layout = new PageLayout((s) => (s === '#floor' ? { width: 375, height: 200, top: 1000 } : undefined))
    layout.pageHeight = 3000
    registerSelectorQuery(t.rt, layout)
    const got: unknown[] = []
    const q = t.host.createSelectorQuery()
    q.select('#floor').boundingClientRect((r: unknown) => got.push(['floor', r]))
    q.select('#nothing').boundingClientRect()
    q.selectAll('#floor').boundingClientRect()
    q.selectViewport().scrollOffset()
    q.selectViewport().boundingClientRect()
    q.exec((all: unknown[]) => got.push(['all', all]))
    layout.scrollTo(300)
    expect(got).toEqual([])
    t.run()
    const floor = { id: '', dataset: {}, left: 0, top: 700, right: 375, bottom: 900, width: 375, height: 200 }
    expect(got).toEqual([
      ['floor', floor],
      ['all', [
        floor,
        { id: '', dataset: {}, left: 0, top: -300, right: 0, bottom: -300, width: 0, height: 0 },
        [],
        { id: '', dataset: {}, scrollLeft: 0, scrollTop: 300, scrollWidth: 375, scrollHeight: 3000 },
        { left: 0, top: 0, right: 375, bottom: 724, width: 375, height: 724 }
      ]]
    ])
    expect(t.calls).toEqual([['createSelectorQuery', []]])
  })

  it('a selector the test says matches no node answers null, as the host does', () => {
    const t = testHost('weapp')
    registerSelectorQuery(t.rt, new PageLayout((s) => (s === '.gone' ? null : undefined)))
    const got: unknown[] = []
    t.host.createSelectorQuery().select('.gone').boundingClientRect().select('.here').boundingClientRect().exec((all: unknown[]) => got.push(...all))
    t.run()
    expect(got).toEqual([null, { id: '', dataset: {}, left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0 }])
  })

  it('a host that answers an empty list, or never calls back (issue 51)', () => {
    const t = testHost('weapp')
    const layout = new PageLayout(() => ({ width: 375, height: 100, top: 0 }))
    registerSelectorQuery(t.rt, layout)
    const got: unknown[] = []
    layout.answers = 'empty'
    t.host.createSelectorQuery().select('.a').boundingClientRect().exec((all: unknown[]) => got.push(['empty', all]))
    layout.answers = 'never'
    t.host.createSelectorQuery().select('.a').boundingClientRect().exec((all: unknown[]) => got.push(['never', all]))
    t.run(60_000)
    expect(got).toEqual([['empty', []]])
  })

  it('a view layer that takes `answerMs` to answer reads the layout as it is then', () => {
    const t = testHost('weapp')
    let height = 100
    const layout = new PageLayout(() => ({ width: 375, height, top: 0 }))
    layout.answerMs = 40
    registerSelectorQuery(t.rt, layout)
    const got: number[] = []
    t.host.createSelectorQuery().select('.a').boundingClientRect().exec((all: Array<{ height: number }>) => got.push(all[0].height))
    t.run(39)
    expect(got).toEqual([])
    height = 300
    t.run(1)
    expect(got).toEqual([300])
  })

  it('a page whose height follows its layout', () => {
    const layout = new PageLayout()
    let h = 2000
    layout.followHeight(() => h)
    expect(layout.scrollTo(5000)).toBe(1276)
    h = 3000
    expect(layout.pageHeight).toBe(3000)
    expect(layout.scrollTo(5000)).toBe(2276)
  })

  it('the page scrolls only as far as it is long', () => {
    const layout = new PageLayout()
    expect(layout.scrollTo(500)).toBe(0)
    layout.pageHeight = 1000
    expect(layout.scrollTo(5000)).toBe(276)
    expect(layout.scrollTo(-20)).toBe(0)
    expect(layout.scrollTo(100)).toBe(100)
    expect(layout.scrollTop).toBe(100)
  })
})

describe('intersection observers', () => {
  it('nothing intersects until a test says so; then each live observer of the selector hears its ratio on the host queue', () => {
    const t = testHost('tt', 5000)
    const observers = new IntersectionObservers(t.rt)
    observers.register()
    const heard: unknown[] = []
    t.host.createIntersectionObserver({}, { observeAll: true }).relativeToViewport({ bottom: 100 }).observe('#guess', (e: unknown) => heard.push(e))
    const gone = t.host.createIntersectionObserver()
    gone.observe('#guess', () => heard.push('disconnected'))
    gone.disconnect()
    t.host.createIntersectionObserver().relativeTo('.list', { top: 0 }).observe('.other', () => heard.push('other'))
    expect(observers.live()).toEqual([{ selector: '#guess', margins: { bottom: 100 } }, { selector: '.other', margins: { top: 0 } }])
    expect(observers.intersect('#nowhere', 1)).toBe(0)
    expect(observers.intersect('#guess', 0.5)).toBe(1)
    expect(heard).toEqual([])
    t.run()
    expect(heard).toEqual([{ id: 'guess', intersectionRatio: 0.5, intersectionRect: {}, boundingClientRect: {}, relativeRect: {}, time: 5000 }])
    expect(t.calls).toEqual([['createIntersectionObserver', []], ['createIntersectionObserver', []], ['createIntersectionObserver', []]])
  })
})
