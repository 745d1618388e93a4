import { zero } from './judge'
import { formatReport, reportFailed, type FuzzReport, type PageResult } from './runner'

const page = (index: number, counts: Partial<ReturnType<typeof zero>>, details: string[] = []): PageResult =>
  ({ index, base: 'demo', mutations: [], counts: { ...zero(), ...counts }, details, requests: 1, ms: 10 })

const report = (failures: PageResult[], replayedAlone: FuzzReport['replayedAlone']): FuzzReport => ({
  seed: 28, pages: 2, unmutated: 1, seconds: 1, pagesPerSecond: 3, totals: zero(), pagesFailing: zero(), requests: 3,
  failures, replayedAlone, baseFailures: []
})

// Issue 52: a page stuck only beside other pages was loaded again alone and its clean second run kept.
describe('the fuzzer\'s report: a page that failed under load', () => {
  it('is a failure though it is clean alone, and the report shows both runs', () => {
    const beside = page(7, { stuck: 1 }, ['stuck: still busy after 20000 ms'])
    const r = report([beside], [{ beside, alone: page(7, {}) }])
    expect(reportFailed(r)).toBe(true)
    const text = formatReport(r)
    expect(text).toContain('1 pages, 0 failing alone too:')
    expect(text).toContain('- case 7: beside others stuck; alone clean')
    expect(text).toContain('1 failing pages; the first 1:')
  })

  it('failing alone too: both runs\' counts', () => {
    const beside = page(3, { goodBlocksLost: 2 })
    const r = report([beside], [{ beside, alone: page(3, { goodBlocksLost: 1 }, ['lost c-banner']) }])
    expect(formatReport(r)).toContain('- case 3: beside others goodBlocksLost; alone goodBlocksLost')
    expect(formatReport(r)).toContain('    alone: lost c-banner')
  })

  it('a report with nothing failing passes', () => {
    expect(reportFailed(report([], []))).toBe(false)
  })
})
