/**
 * A sample of a sweep that `npm test` runs, rotated by the commit: each commit checks other items, spread
 * over the whole list, and the same commit always the same ones (the sample is printed, so a failure
 * replays). The sweeps (`npm run test:sweeps`) run every item.
 */
import { execSync } from 'node:child_process'

/** Every item of every sweep: `npm run test:sweeps` sets SWEEPS=1 (FAULTS_FULL=1 is its older name). */
export const SWEEPS = process.env.SWEEPS === '1' || process.env.FAULTS_FULL === '1'

/**
 * The commit the sample rotates by: the last one that changed more than prose (docs/ and Markdown files), so a
 * commit that only records figures or notes replays the samples of the code it documents (`SAMPLE_SEED`
 * overrides it; 'none' outside a git checkout; HEAD in a shallow clone that holds one commit).
 */
export function sampleSeed (): string {
  if (process.env.SAMPLE_SEED) return process.env.SAMPLE_SEED
  try {
    const code = execSync("git log -1 --format=%h --abbrev=7 -- . ':(exclude)docs' ':(exclude)*.md'", { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
    if (code) return code
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return 'none'
  }
}

/**
 * FNV-1a of a text, then murmur3's finaliser: FNV alone orders `seed|100` … `seed|116` next to each other
 * (texts that differ in their last characters), so a sample came as runs of neighbours.
 */
function hash (text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b) >>> 0
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35) >>> 0
  h ^= h >>> 16
  return h >>> 0
}

/**
 * `count` items of `items` the seed picks (each item's own hash with the seed, the lowest `count`), in list
 * order; all when there are fewer. Another seed (a commit, or a commit and a target) picks others.
 */
export function rotatedSample<T> (items: readonly T[], count: number, seed: string): T[] {
  if (items.length <= count) return [...items]
  return rotatedOrder(items, seed, (_item, i) => String(i))
    .slice(0, count)
    .map((item) => ({ item, i: items.indexOf(item) }))
    .sort((a, b) => a.i - b.i)
    .map((x) => x.item)
}

/**
 * `items` in the order the seed gives them (each one's hash with the seed, by `keyOf`: an item's own name
 * keeps its place when others come and go, as a page's tappables do between crawls).
 */
export function rotatedOrder<T> (items: readonly T[], seed: string, keyOf: (item: T, index: number) => string): T[] {
  return items.map((item, i) => ({ item, i, h: hash(`${seed}|${keyOf(item, i)}`) }))
    .sort((a, b) => a.h - b.h || a.i - b.i)
    .map((x) => x.item)
}
