/**
 * What the H5 page loads before it knows its blocks: the scripts Chromium
 * fetches for a page whose config names no block (the `empty` scenario), and
 * which source modules those hold (from the build's .tmp/<target>-chunks.json).
 * Shared by the size report and the first-route test.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setupE2E, type E2E } from '../test/e2e/support'

export const ROOT = path.resolve(__dirname, '..')

export interface ChunkInfo { id: string | number, name: string | null, initial: boolean, files: string[], modules: string[] }

export function chunkManifest (target: string): ChunkInfo[] {
  const file = path.join(ROOT, '.tmp', `${target}-chunks.json`)
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: build the target (npm run build:${target === 'harmony' ? 'harmony' : 'h5'})`)
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkInfo[]
}

/** Scripts (paths under dist/<target>) a visit to `query` requests until the network is idle. */
export async function scriptsOf (e2e: E2E, query: string, ready: string): Promise<string[]> {
  const { page, context } = await e2e.visitor()
  try {
    const scripts = new Set<string>()
    page.on('response', (res) => {
      const url = new URL(res.url())
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''))
    })
    await page.goto(e2e.campaignUrl(query))
    await page.locator(ready).first().waitFor()
    await page.waitForLoadState('networkidle')
    return [...scripts]
  } finally {
    await context.close()
  }
}

/** The first route's scripts: a page that names no block. */
export async function firstRouteScripts (target: string): Promise<string[]> {
  const e2e = await setupE2E({ distDir: path.join(ROOT, 'dist', target) })
  try {
    return await scriptsOf(e2e, 'activityId=empty', '.campaign-placeholder')
  } finally {
    await e2e.close()
  }
}

/** Block code a first-route chunk must not hold: anything in a block folder but its messages and its declaration (meta.ts). */
export function blockCodeIn (modules: readonly string[]): string[] {
  return modules.filter((m) => /^src\/blocks\/[^/]+\//.test(m) && !/\/(messages|meta)\.ts$/.test(m))
}
