/**
 * The page fuzzer (issue 28, build 2): mutated pages of seed 28, every count 0 (about 1.6 s a page on two
 * cores): 30 in `npm test`, 200 in `npm run test:sweeps` (SWEEPS=1); the 10 000-page runs are `npm run fuzz`.
 * `npm run fuzz -- --pages N --seed S` runs it at scale; a failure below names the cases to replay.
 */
import { fuzzCase, oversizedCase, type FuzzBase } from '../fuzz/mutate'
import { SWEEPS } from '../utils/sample'
import { COUNTERS, formatReport, runFuzz } from '../fuzz/runner'

const PAGES = SWEEPS ? 200 : 30
const SEED = 28

describe('page fuzzer', () => {
  it('fails a page that loses blocks the mutations did not touch, also when loaded again alone (the runner can fail)', async () => {
    // demo's page with every component dropped, claimed untouched: every block of the unmutated page is lost.
    // Beside it, demo's page as it is: clean. Two workers, so the failing page is loaded again alone.
    const report = await runFuzz({
      pages: 2,
      seed: SEED,
      cases: [0, 1],
      workers: 2,
      makeCase: (bases: readonly FuzzBase[], seed, index) => {
        const demo = bases.find((b) => b.id === 'demo') as FuzzBase
        const page = index === 0 ? { ...(demo.page as object), components: [] } : demo.page
        return { ...fuzzCase([demo], seed, index), page, touched: [], pageTouched: false }
      }
    })
    expect(report.totals.blankPages).toBe(1)
    expect(report.totals.goodBlocksLost).toBeGreaterThanOrEqual(3)
    expect(report.failures.map((f) => f.index)).toEqual([0])
    expect(report.replayedAlone.map((f) => f.index)).toEqual([0])
    expect(formatReport(report)).toContain('replayed alone (judged beside other pages on goodBlocksLost, blankPages, stuck only): 1 pages, 1 still failing alone')
  }, 90_000)

  it('a page answer too big to read (8 MiB and more): the placeholder says 请求失败, and nothing else counts', async () => {
    const report = await runFuzz({ pages: 1, seed: SEED, cases: [0], workers: 1, makeCase: oversizedCase })
    expect({ totals: report.totals, summary: formatReport(report) }).toEqual({ totals: Object.fromEntries(COUNTERS.map((c) => [c, 0])), summary: formatReport(report) })
  }, 90_000)

  it(`finds nothing in ${PAGES} mutated pages of seed ${SEED}`, async () => {
    const report = await runFuzz({ pages: PAGES, seed: SEED })
    const summary = formatReport(report)
    console.log(summary)
    expect(report.pages).toBe(PAGES)
    expect({ totals: report.totals, summary }).toEqual({ totals: Object.fromEntries(COUNTERS.map((c) => [c, 0])), summary })
  }, 900_000)
})
