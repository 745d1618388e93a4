/** The "Current figures" tables made from the measurement files (scripts/figures.ts). */
import { csvLine, figure, lastRows, loadTable, markdownTable, parseCsv, spread, staleDocs, testingTable, withBlock } from './figures'

const TIERS_HEADER = 'tier,commit,total_s,unit_s,build_s,hosts_s,e2e_s,webkit_s,passed,failed,where,note'
const LOAD_HEADER = 'date,commit,bench,target,scenario,metric,value,unit,ratio_to_blank,runs,note'

describe('the docs (npm run figures)', () => {
  it('hold the tables their measurement files make', () => {
    // A row added by hand, or a table edited: run `npm run figures`.
    expect(staleDocs()).toEqual([])
  })
})

describe('reading the CSV', () => {
  it('keeps a comma, a line break and a doubled quote inside a quoted note', () => {
    const rows = parseCsv(`${TIERS_HEADER}\ngate,abc1234,900,90,200,150,330,50,3000,0,checkout,"cold, then warm: ""two"" runs\nof it"\n`)
    expect(rows).toHaveLength(1)
    expect(rows[0].note).toBe('cold, then warm: "two" runs\nof it')
    expect(rows[0].where).toBe('checkout')
    expect(rows[0].total_s).toBe('900')
  })

  it('reads empty fields, CRLF lines, a blank line and a last line without its line break', () => {
    const rows = parseCsv(`${TIERS_HEADER}\r\nquick,a,105,,,,,,2013,0,checkout,\r\n\r\nsweeps,b,2534,,144,257,2133,,,0,checkout,x`)
    expect(rows.map((r) => [r.tier, r.unit_s, r.passed, r.note])).toEqual([['quick', '', '2013', ''], ['sweeps', '', '', 'x']])
  })

  it('refuses a row whose unquoted note holds a comma, naming its line', () => {
    expect(() => parseCsv(`${TIERS_HEADER}\ngate,a,1,,,,,,,,checkout,ok\ngate,b,1,,,,,,,,checkout,cold, warm\n`)).toThrow(/line 3: 13 fields, the header has 12/)
  })

  it('refuses a quote never closed', () => {
    expect(() => parseCsv(`${TIERS_HEADER}\ngate,a,1,,,,,,,,checkout,"open\n`)).toThrow(/never closed/)
  })

  it('writes a line it reads back the same', () => {
    const fields = ['gate', 'a', 'note, with "quotes"']
    expect(csvLine(fields)).toBe('gate,a,"note, with ""quotes"""')
    expect(Object.values(parseCsv(`x,y,z\n${csvLine(fields)}\n`)[0])).toEqual(fields)
  })
})

describe('the test tiers\' table', () => {
  const rows = parseCsv([
    TIERS_HEADER,
    'gate,g1,700,80,150,90,300,40,2900,0,clean clone,old',
    'quick,q1,110,85,,,,,1900,0,checkout,',
    'gate,g2,900,90,230,150,330,50,3041,0,checkout,',
    'sweeps,s1,2500,,144,257,2133,,,0,checkout,"fault matrix 351 cases, fuzzer 200 pages"',
    'gate,g3,880,,225,180,320,48,3043,0,checkout,',
    'quick,q2,105,,,,,,2013,0,checkout,',
    'gate,g4,870,94,229,145,329,53,3043,1,ci,"a note | with a pipe"'
  ].join('\n'))

  it('takes a tier\'s last rows in the file\'s order, oldest first', () => {
    expect(lastRows(rows, 'gate', 3).map((r) => r.commit)).toEqual(['g2', 'g3', 'g4'])
    expect(lastRows(rows, 'quick', 1).map((r) => r.commit)).toEqual(['q2'])
    expect(lastRows(rows, 'quick', 5).map((r) => r.commit)).toEqual(['q1', 'q2'])
    expect(lastRows(rows, 'mutation', 1)).toEqual([])
  })

  it('gives a range of the numbers present, one number when they agree', () => {
    expect(spread(['900', '880', '870'])).toBe('870–900')
    expect(spread(['90', '', '94'])).toBe('90–94')
    expect(spread(['0', '0'])).toBe('0')
    expect(spread(['', ''])).toBe('')
  })

  it('lists each tier\'s latest run and the gate\'s last three as ranges', () => {
    expect(testingTable(rows).split('\n')).toEqual([
      '| tier | runs | commit | total s | unit s | build s | hosts s | e2e s | webkit s | passed | failed | where | note |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      '| quick | latest | q2 | 105 | | | | | | 2013 | 0 | checkout | |',
      '| gate | latest | g4 | 870 | 94 | 229 | 145 | 329 | 53 | 3043 | 1 | ci | a note \\| with a pipe |',
      '| gate | last 3 | g2, g3, g4 | 870–900 | 90–94 | 225–230 | 145–180 | 320–330 | 48–53 | 3041–3043 | 0–1 | checkout, ci | |',
      '| sweeps | latest | s1 | 2500 | | 144 | 257 | 2133 | | | 0 | checkout | fault matrix 351 cases, fuzzer 200 pages |'
    ])
  })

  it('writes an empty cell as the docs do, and no cell breaks a row', () => {
    expect(markdownTable(['a', 'b'], [['', 'x\ny']])).toBe('| a | b |\n|---|---|\n| | x y |')
  })
})

describe('the load figures\' table', () => {
  const rows = parseCsv([
    LOAD_HEADER,
    '2026-11-25,c1,load,h5,blank,LCP,1807,ms,,12,',
    '2026-11-25,c1,load,h5,demo,LCP,1786,ms,0.99,12,',
    '2026-11-25,c1,load,h5,demo,TBT,200,ms,0.74,12,',
    '2026-11-25,c1,load,h5,seckill,LCP,2164,ms,1.20,12,',
    '2026-11-26,s1,size,h5,first route,JS brotli,123.9,KB,,,',
    '2026-12-01,c2,load,h5,blank,LCP,1522,ms,,8,',
    '2026-12-01,c2,load,h5,demo,FCP,,,1.06,8,',
    '2026-12-01,c2,load,h5,demo,LCP,2110,ms,1.39,8,',
    '2026-12-01,c2,load,h5,demo@against,LCP,2110,ms,,8,the build before'
  ].join('\n'))

  it('reads a figure with its unit and ratio, a ratio alone, or nothing', () => {
    expect(figure(rows[1])).toBe('LCP 1786 ms (0.99×)')
    expect(figure(rows[6])).toBe('FCP 1.06×')
    expect(figure({ ...rows[1], value: '', ratio_to_blank: '' })).toBe('')
  })

  it('shows each figure\'s latest value, a line per pass it came from, the load bench first and no A/B twin', () => {
    expect(loadTable(rows).split('\n')).toEqual([
      '| bench | target | scenario | figures | runs | commit |',
      '|---|---|---|---|---|---|',
      '| load | h5 | blank | LCP 1522 ms | 8 | c2 |',
      // demo's LCP came again later, its TBT did not: two passes, two lines, each in its pass's order.
      '| load | h5 | demo | FCP 1.06×, LCP 2110 ms (1.39×) | 8 | c2 |',
      '| load | h5 | demo | TBT 200 ms (0.74×) | 12 | c1 |',
      '| load | h5 | seckill | LCP 2164 ms (1.20×) | 12 | c1 |',
      '| size | h5 | first route | JS brotli 123.9 KB | | s1 |'
    ])
  })
})

describe('the check', () => {
  const files: Record<string, string> = {
    'docs/measurements.csv': `${TIERS_HEADER}\nquick,q1,105,,,,,,2013,0,checkout,\n`,
    'docs/measurements-load.csv': `${LOAD_HEADER}\n2026-12-01,c2,load,h5,blank,LCP,1522,ms,,8,\n`,
    'docs/testing.md': '# Testing\n\n<!-- figures:testing:start -->\nold table\n<!-- figures:testing:end -->\n\nafter\n',
    'docs/performance.md': '# Performance\n\n<!-- figures:performance:start -->\n<!-- figures:performance:end -->\n'
  }
  const read = (over: Record<string, string> = {}) => (file: string) => ({ ...files, ...over })[file]

  it('replaces only what lies between a doc\'s markers', () => {
    expect(withBlock(files['docs/testing.md'], 'testing', 'new')).toBe('# Testing\n\n<!-- figures:testing:start -->\nnew\n<!-- figures:testing:end -->\n\nafter\n')
    expect(() => withBlock('# Testing\n', 'testing', 'new')).toThrow(/no <!-- figures:testing:start -->/)
  })

  it('names a doc whose table is stale, and none once both are written', () => {
    expect(staleDocs(read())).toEqual(['docs/testing.md', 'docs/performance.md'])
    const fresh = {
      'docs/testing.md': withBlock(files['docs/testing.md'], 'testing', testingTable(parseCsv(files['docs/measurements.csv']))),
      'docs/performance.md': withBlock(files['docs/performance.md'], 'performance', loadTable(parseCsv(files['docs/measurements-load.csv'])))
    }
    expect(staleDocs(read(fresh))).toEqual([])
    // A row recorded, the doc not written again.
    expect(staleDocs(read({ ...fresh, 'docs/measurements.csv': `${files['docs/measurements.csv']}quick,q2,99,,,,,,2014,0,checkout,\n` }))).toEqual(['docs/testing.md'])
  })
})
