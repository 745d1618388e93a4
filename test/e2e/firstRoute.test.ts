/**
 * The H5 first route does not grow with blocks: what a page loads before it
 * knows its blocks holds no block's model or view (only the list of kinds and
 * their messages), and a page loads the chunks holding the kinds it shows, and no other.
 */
import path from 'node:path'
import { blockCodeIn, chunkManifest, scriptsOf } from '../../bench/firstRoute'
import { BLOCK_ALIASES, BLOCK_KINDS, CONFIG_KINDS } from '../../src/blocks/kinds'
import { chunkName } from '../../src/blocks/meta'
import { BLOCK_METAS } from '../../src/blocks/metas.generated'
import { componentKinds } from '../../src/renderer/registry'
import { loadScenario } from '../../server/scenarios'
import { setupE2E, type E2E } from './support'

/** The chunk each kind declares (its meta.ts; an alias's, its block's). */
const chunkOf = (kind: string): string => chunkName(BLOCK_METAS.find((meta) => meta.kind === (BLOCK_ALIASES.get(kind) ?? kind))!)
/** The block chunks holding the kinds a scenario's page names, nested ones included. */
const chunksNamedBy = (id: string): string[] => {
  const page = loadScenario(id, 'http://127.0.0.1')?.page as { components?: unknown[] } | null
  return [...new Set([...componentKinds(page?.components ?? [])].filter((kind) => CONFIG_KINDS.includes(kind)).map(chunkOf))].sort()
}
/** Pages with blocks of several chunk groups. */
const PAGES = ['demo', 'basic', 'seckill', 'products']

describe.each(['h5', 'harmony'])('%s first route', (target) => {
  let e2e: E2E
  beforeAll(async () => { e2e = await setupE2E({ distDir: path.join(__dirname, '..', '..', 'dist', target) }) })
  afterAll(async () => { await e2e?.close() })

  it('holds no block code, so adding a kind does not grow it', async () => {
    const manifest = chunkManifest(target)
    const scripts = await scriptsOf(e2e, 'activityId=empty', '.campaign-placeholder')
    const loaded = manifest.filter((c) => c.files.some((f) => scripts.includes(f)))
    expect(loaded.length).toBeGreaterThan(0)
    expect(loaded.flatMap((c) => blockCodeIn(c.modules))).toEqual([])
    // The kinds are known at once (their list is there); their texts come with their code (i18n/catalogue.h5.ts).
    const modules = loaded.flatMap((c) => c.modules)
    expect(modules).toEqual(expect.arrayContaining(['src/blocks/index.h5.ts', 'src/blocks/loaders.generated.ts', 'src/i18n/catalogue.h5.ts']))
    expect(modules.filter((m) => /^src\/blocks\/\w+\/messages\.ts$/.test(m))).toEqual([])
    // Each kind's texts sit in the chunk its meta.ts names, with its code.
    const all = chunkManifest(target)
    for (const meta of BLOCK_METAS) {
      const holders = all.filter((c) => c.modules.includes(`src/blocks/${meta.kind}/messages.ts`)).map((c) => c.name)
      expect([meta.kind, holders]).toEqual([meta.kind, [chunkName(meta)]])
    }
  })

  // Each kind's meta.ts names its chunk: `basic`, `product` or its own.
  const blockChunksOf = async (query: string) => {
    // The page is up once index.html's boot screen is gone; every kind it names loads (or preloads) by then or soon after.
    const scripts = await scriptsOf(e2e, query, '.campaign')
    return chunkManifest(target).filter((c) => c.name?.startsWith('block-') && c.files.some((f) => scripts.includes(f))).map((c) => c.name).sort()
  }

  it('loads the chunks holding the kinds a page shows, and no other', async () => {
    for (const id of PAGES) {
      const expected = chunksNamedBy(id)
      expect(expected.length).toBeGreaterThan(0)
      await expect(blockChunksOf(`activityId=${id}`).then((chunks) => [id, chunks])).resolves.toEqual([id, expected])
    }
  })

  it('holds the product code the product blocks share whole in each chunk that needs it, never in the basic or a first-route chunk', () => {
    const manifest = chunkManifest(target)
    const shared = ['node_modules/big.js/big.mjs', 'src/product/price.ts', 'src/product/priceFormat.ts']
    // The product price rules and their view (the basic chunk's trade-in tiles use only the decimal maths).
    const holders = manifest.filter((c) => c.modules.some((m) => shared.includes(m) && m.startsWith('src/')))
    const productChunks = new Set(BLOCK_METAS.filter((meta) => meta.chunk !== 'basic').map(chunkName))
    expect(holders.length).toBeGreaterThan(0)
    for (const chunk of holders) {
      expect([chunk.name, productChunks.has(String(chunk.name))]).toEqual([chunk.name, true])
      // The price rules come with what they import, not split into a chunk of their own; a block that shows a
      // price with its own rules (the product pool) holds only the price view.
      if (chunk.modules.includes('src/product/price.ts')) expect([chunk.name, chunk.modules]).toEqual([chunk.name, expect.arrayContaining(shared)])
    }
    expect(holders.filter((c) => c.modules.includes('src/product/price.ts')).length).toBeGreaterThan(0)
  })

  it('has every kind in exactly one block chunk, the one its meta.ts declares', () => {
    const home = new Map<string, string[]>()
    for (const chunk of chunkManifest(target)) {
      for (const m of chunk.modules) {
        const kind = /^src\/blocks\/(\w+)\/index\.tsx?$/.exec(m)?.[1]
        if (kind) home.set(kind, [...(home.get(kind) ?? []), String(chunk.name)])
      }
    }
    expect([...home.keys()].sort()).toEqual([...BLOCK_KINDS].sort())
    for (const [kind, chunks] of home) expect([kind, chunks]).toEqual([kind, [chunkOf(kind)]])
  })
})
