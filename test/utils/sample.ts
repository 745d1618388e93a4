/**
 * A sample of a sweep that `npm test` runs, rotated by the commit: each commit checks other items, spread
 * over the whole list, and the same commit always the same ones (the sample is printed, so a failure
 * replays). The sweeps (`npm run test:sweeps`) run every item.
 */
import { execSync } from 'node:child_process'

/** The commit the sample rotates by (`SAMPLE_SEED` overrides it; 'none' outside a git checkout). */
export function sampleSeed (): string {
  if (process.env.SAMPLE_SEED) return process.env.SAMPLE_SEED
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return 'none'
  }
}

/** FNV-1a of a text: a number from a commit id. */
function hash (text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** `count` items of `items`, evenly spread from an offset the seed picks, in list order; all when fewer. */
export function rotatedSample<T> (items: readonly T[], count: number, seed: string): T[] {
  if (items.length <= count) return [...items]
  const offset = hash(seed) % items.length
  const step = items.length / count
  const picked = new Set<number>()
  for (let i = 0; i < count; i++) picked.add((offset + Math.floor(i * step)) % items.length)
  return [...picked].sort((a, b) => a - b).map((i) => items[i])
}
