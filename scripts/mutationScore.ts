/**
 * `npm run test:mutation` prints this after Stryker: the mutation score per folder of the pure rules
 * (src/lib, src/product, each block's model.ts), from the reports in .tmp/mutation (the whole run's and each
 * folder's, MUTATION_SCOPE). Killed and timed-out mutants count as detected; a mutant no test covers counts against the score, as one a test let live.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

interface Mutant { status: string, mutatorName?: string, replacement?: string, location?: { start: { line: number } } }
interface Report { files: Record<string, { mutants: Mutant[] }> }

const ROOT = path.resolve(__dirname, '..')
const DIR = path.join(ROOT, '.tmp', 'mutation')
// The whole run's report and each folder's (MUTATION_SCOPE), oldest first: a file's newest result counts.
const reports = readdirSync(DIR).filter((f) => /^report(-\w+)?\.json$/.test(f)).map((f) => path.join(DIR, f)).sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
if (!reports.length) throw new Error('no mutation report in .tmp/mutation: run npm run test:mutation first')
const report: Report = { files: {} }
for (const file of reports) Object.assign(report.files, (JSON.parse(readFileSync(file, 'utf8')) as Report).files)
console.log(`from ${reports.map((f) => path.relative(ROOT, f)).join(', ')}`)

/** The folder a file's score counts under: src/lib, src/product, or src/blocks/<kind>/model.ts as one. */
export function folderOf (file: string): string {
  const rel = path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/')
  if (rel.startsWith('src/blocks/')) return 'src/blocks/*/model.ts'
  return rel.split('/').slice(0, 2).join('/')
}

const rows = new Map<string, { detected: number, survived: number, noCoverage: number, total: number }>()
for (const [file, { mutants }] of Object.entries(report.files)) {
  const row = rows.get(folderOf(file)) ?? { detected: 0, survived: 0, noCoverage: 0, total: 0 }
  for (const m of mutants) {
    if (m.status === 'Killed' || m.status === 'Timeout') row.detected++
    else if (m.status === 'Survived') row.survived++
    else if (m.status === 'NoCoverage') row.noCoverage++
    else continue
    row.total++
  }
  rows.set(folderOf(file), row)
}
console.log('folder                   score   detected  survived  no coverage')
for (const [folder, r] of [...rows].sort()) {
  console.log(`${folder.padEnd(24)} ${(100 * r.detected / Math.max(1, r.total)).toFixed(1).padStart(5)} %  ${String(r.detected).padStart(8)}  ${String(r.survived).padStart(8)}  ${String(r.noCoverage).padStart(11)}`)
}

// The survivors, to read (and kill those a reader would call a defect): .tmp/mutation/survivors.txt.
const survivors = Object.entries(report.files).flatMap(([file, { mutants }]) => mutants
  .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
  .map((m) => `${path.relative(ROOT, path.resolve(ROOT, file))}:${m.location?.start.line ?? '?'}  ${m.status}  ${m.mutatorName ?? ''}  ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 120)}`))
writeFileSync(path.join(DIR, 'survivors.txt'), survivors.join('\n') + '\n')
console.log(`${survivors.length} survivors listed in ${path.relative(ROOT, path.join(DIR, 'survivors.txt'))}`)
