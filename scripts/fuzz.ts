/**
 * Page fuzzer (issue 28, build 2): `npm run fuzz -- --pages N --seed S [--from K] [--case K[,K…]] [--workers 1-3]`
 * (`--from K`: cases K to K+N-1, so a long run can be split into parts that together are the same run).
 * Mutates every scenario the emulator serves (test/fuzz/mutate.ts: fields dropped, null, of the wrong type,
 * huge and NaN-like numbers, 100 000-character strings, lone surrogates, emoji and bidi text, hostile text,
 * URLs and colours from the shared corpus, duplicated uuids, unknown kinds, non-object entries, deep nesting,
 * thousands of components, wrong-typed sysTime), loads each in Chromium on dist/h5 against the emulator
 * and counts what a visitor must never meet (test/fuzz/runner.ts says how each is counted). Prints a table
 * and the first failing cases with the command that replays each; exits 1 on any failure.
 * Build first (`npm run build:h5`); run it under `flock /tmp/heavy.lock` on a shared machine.
 */
import { formatReport, reportFailed, runFuzz } from '../test/fuzz/runner'

function arg (name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  if (i >= 0) return process.argv[i + 1]
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`))
  return eq?.slice(name.length + 3)
}

function int (name: string, fallback: number): number {
  const text = arg(name)
  if (text === undefined) return fallback
  const n = Number(text)
  if (!Number.isInteger(n)) throw new Error(`--${name} takes a whole number, not ${text}`)
  return n
}

async function main (): Promise<void> {
  const pages = int('pages', 200)
  const seed = int('seed', 28)
  const caseArg = arg('case')
  const replay = caseArg?.split(',').map((s) => Number(s)).filter((n) => Number.isInteger(n) && n >= 0)
  const from = int('from', 0)
  const cases = replay ?? (from > 0 ? Array.from({ length: pages }, (_, i) => from + i) : undefined)
  let done = 0
  const total = cases?.length ?? pages
  const report = await runFuzz({
    pages,
    seed,
    cases,
    workers: int('workers', 2),
    onPage: (r) => {
      done++
      if (replay || done % 50 === 0 || done === total) process.stdout.write(`  ${done}/${total} pages\n`)
      if (replay) console.log(JSON.stringify({ case: r.index, base: r.base, mutations: r.mutations, counts: r.counts, details: r.details, ms: r.ms }, null, 2))
    }
  })
  console.log(formatReport(report))
  process.exit(reportFailed(report) ? 1 : 0)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(2)
})
