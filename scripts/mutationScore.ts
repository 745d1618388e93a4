/**
 * `npm run test:mutation` prints this after Stryker: the mutation score per folder of the pure rules
 * (src/lib, src/product, each block's model.ts), from .tmp/mutation/report.json. Killed and timed-out
 * mutants count as detected; a mutant no test covers counts against the score, as one a test let live.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface Mutant { status: string }
interface Report { files: Record<string, { mutants: Mutant[] }> }

const ROOT = path.resolve(__dirname, '..')
const report = JSON.parse(readFileSync(path.join(ROOT, '.tmp', 'mutation', 'report.json'), 'utf8')) as Report

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
