/**
 * `npm run figures`: the "Current figures" tables of docs/testing.md and docs/performance.md, written between
 * their markers (`<!-- figures:<name>:start -->` … `<!-- figures:<name>:end -->`) from the measurement files.
 * `--check` writes nothing and exits 1 when a doc's table is not what the files make (scripts/figures.test.ts
 * runs the same check in the unit layer).
 *
 * Dated runs are data, not prose: docs/measurements.csv holds a row per test-tier run (`TEST_RECORD=1`,
 * scripts/test.ts), docs/measurements-load.csv a row per figure of a bench pass (`BENCH_RECORD=1 npm run
 * bench:load`; other benches' figures by hand). The docs keep the method and the one table made here, so no
 * paragraph goes stale when a run is added. Rows are only ever appended, so a file's order is time order:
 * "latest" means last in the file (neither file dates every row).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')

/** A CSV row by its header's column names. */
export type Row = Record<string, string>

/**
 * The files' CSV: a header line, fields split on commas, a field in double quotes may hold commas, line
 * breaks and `""` for a quote (the notes do). A row of another length than the header throws with its line:
 * an unquoted comma in a note would otherwise shift every column after it.
 */
export function parseCsv (text: string): Row[] {
  const records: Array<{ line: number, fields: string[] }> = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let startLine = 1
  const endRecord = () => {
    fields.push(field)
    // A blank line (one empty field) is no row.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: startLine, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '\n') line++
    if (quoted) {
      if (c !== '"') {
        field += c
      } else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else {
        quoted = false
      }
    } else if (c === '"') {
      quoted = true
    } else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') { i++; line++ }
      endRecord()
      startLine = line
    } else {
      field += c
    }
  }
  if (quoted) throw new Error(`line ${startLine}: a quote is never closed`)
  if (field !== '' || fields.length) endRecord()
  const [header, ...rows] = records
  if (!header) return []
  return rows.map(({ line: at, fields: values }) => {
    if (values.length !== header.fields.length) {
      throw new Error(`line ${at}: ${values.length} fields, the header has ${header.fields.length} (a comma in a note needs quotes)`)
    }
    const row: Row = {}
    header.fields.forEach((name, i) => { row[name] = values[i] })
    return row
  })
}

/** One CSV line of `fields`, each quoted when it holds a comma, a quote or a line break. */
export function csvLine (fields: readonly string[]): string {
  return fields.map((f) => /[",\n\r]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f).join(',')
}

/** A Markdown table; an empty cell is written `| |`, as the docs' own tables write it. */
export function markdownTable (header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  // A pipe would end the cell, a line break the row.
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*[\r\n]+\s*/g, ' ')
  const line = (cells: readonly string[]) => `|${cells.map((c) => c ? ` ${cell(c)} ` : ' ').join('|')}|`
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n')
}

/** The last `count` rows of a tier, oldest first. */
export function lastRows (rows: readonly Row[], tier: string, count: number): Row[] {
  const ofTier = rows.filter((row) => row.tier === tier)
  return ofTier.slice(Math.max(0, ofTier.length - count))
}

/** `low–high` of the numbers among `values` (empty ones left out), one number when they agree, '' when none. */
export function spread (values: readonly string[]): string {
  const numbers = values.filter((v) => v.trim() !== '').map(Number)
  if (!numbers.length) return ''
  const low = Math.min(...numbers)
  const high = Math.max(...numbers)
  return low === high ? String(low) : `${low}–${high}`
}

/** The tiers, in the table's order (docs/testing.md). */
const TIERS = ['quick', 'gate', 'sweeps']
const COLUMNS = ['total_s', 'unit_s', 'build_s', 'hosts_s', 'e2e_s', 'webkit_s', 'passed', 'failed']
/** The gate's time moves with the machine from run to run: its last runs are shown as a range beside the latest. */
export const GATE_RUNS = 3

/** docs/testing.md's table: each tier's latest run, and the range over the gate's last GATE_RUNS. */
export function testingTable (rows: readonly Row[]): string {
  const body: string[][] = []
  for (const tier of TIERS) {
    const [latest] = lastRows(rows, tier, 1)
    if (latest) body.push([tier, 'latest', latest.commit, ...COLUMNS.map((c) => latest[c]), latest.where, latest.note])
    const runs = lastRows(rows, tier, GATE_RUNS)
    if (tier === 'gate' && runs.length > 1) {
      const wheres = runs.map((r) => r.where).filter((w, i, all) => w !== '' && all.indexOf(w) === i)
      body.push([tier, `last ${runs.length}`, runs.map((r) => r.commit).join(', '), ...COLUMNS.map((c) => spread(runs.map((r) => r[c]))), wheres.join(', '), ''])
    }
  }
  return markdownTable(['tier', 'runs', 'commit', 'total s', 'unit s', 'build s', 'hosts s', 'e2e s', 'webkit s', 'passed', 'failed', 'where', 'note'], body)
}

/** The benches in the table's order: the load goals first; a bench not named here comes last. */
const BENCHES = ['load', 'size', 'pool', 'window', 'hosts']
const benchRank = (bench: string): number => BENCHES.includes(bench) ? BENCHES.indexOf(bench) : BENCHES.length

/** One figure as the table reads it: `LCP 2110 ms (1.39×)`, `FCP 1.06×` (a ratio alone), '' when it has neither. */
export function figure (row: Row): string {
  const value = row.value ? ` ${row.value}${row.unit ? ` ${row.unit}` : ''}` : ''
  const ratio = row.ratio_to_blank ? (value ? ` (${row.ratio_to_blank}×)` : ` ${row.ratio_to_blank}×`) : ''
  return value || ratio ? `${row.metric}${value}${ratio}` : ''
}

/**
 * docs/performance.md's table: the latest value of every figure (bench, target, scenario, metric), a line per
 * pass it came from (its commit; its date is in the file), so a line never mixes two runs of a bench: a
 * scenario whose figures were last measured in two passes has two lines. Lines in the order their figures first appeared, the load
 * bench first; a line's figures in the order its pass wrote them. The build an A/B ran against
 * (`<page>@against`) is data only.
 */
export function loadTable (rows: readonly Row[]): string {
  const latest = new Map<string, { row: Row, at: number }>()
  rows.forEach((row, at) => {
    if (!row.scenario.includes('@')) latest.set([row.bench, row.target, row.scenario, row.metric].join('\n'), { row, at })
  })
  // Stable: within a bench, figures keep the order in which they first appeared.
  const ordered = [...latest.values()].sort((a, b) => benchRank(a.row.bench) - benchRank(b.row.bench))
  const passes = new Map<string, Array<{ row: Row, at: number }>>()
  for (const figureAt of ordered) {
    const { bench, target, scenario, date, commit } = figureAt.row
    const key = [bench, target, scenario, date, commit].join('\n')
    passes.set(key, [...(passes.get(key) ?? []), figureAt])
  }
  const body = [...passes.values()].map((pass) => {
    const inPass = pass.sort((a, b) => a.at - b.at).map(({ row }) => row)
    const [first] = inPass
    return [first.bench, first.target, first.scenario, inPass.map(figure).filter(Boolean).join(', '), first.runs, first.commit]
  })
  return markdownTable(['bench', 'target', 'scenario', 'figures', 'runs', 'commit'], body)
}

/** `doc` with the text between its `name` markers replaced by `body`; throws when a marker is missing. */
export function withBlock (doc: string, name: string, body: string): string {
  const start = `<!-- figures:${name}:start -->`
  const end = `<!-- figures:${name}:end -->`
  const from = doc.indexOf(start)
  const to = doc.indexOf(end, from)
  if (from < 0 || to < 0) throw new Error(`no ${start} … ${end} in the doc`)
  return `${doc.slice(0, from + start.length)}\n${body}\n${doc.slice(to)}`
}

/** Each doc, the name of its markers, the data file its table is made from, and how. */
const BLOCKS = [
  { doc: 'docs/testing.md', name: 'testing', data: 'docs/measurements.csv', table: testingTable },
  { doc: 'docs/performance.md', name: 'performance', data: 'docs/measurements-load.csv', table: loadTable }
]

/** Each doc's text with its table made again from the data; `read` takes a path from the project root. */
export function regenerated (read: (file: string) => string): Record<string, string> {
  const docs: Record<string, string> = {}
  for (const block of BLOCKS) docs[block.doc] = withBlock(read(block.doc), block.name, block.table(parseCsv(read(block.data))))
  return docs
}

/** A file's text by its path from the project root. */
const fromDisk = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8')

/** The docs whose table is not what their data makes. */
export function staleDocs (read: (file: string) => string = fromDisk): string[] {
  return Object.entries(regenerated(read)).filter(([doc, text]) => read(doc) !== text).map(([doc]) => doc)
}

/** Writes every stale doc's table (after a run appended its rows: scripts/test.ts, bench/load.ts); returns what it wrote. */
export function writeFigures (): string[] {
  const written: string[] = []
  for (const [doc, text] of Object.entries(regenerated(fromDisk))) {
    if (fromDisk(doc) === text) continue
    writeFileSync(path.join(ROOT, doc), text)
    written.push(doc)
  }
  return written
}

if (require.main === module) {
  if (process.argv.includes('--check')) {
    const stale = staleDocs()
    if (stale.length) {
      console.error(`stale figures: ${stale.join(', ')}\nrun \`npm run figures\``)
      process.exit(1)
    }
    console.log('figures up to date')
  } else {
    const written = writeFigures()
    console.log(written.length ? `wrote ${written.join(', ')}` : 'figures up to date')
  }
}
