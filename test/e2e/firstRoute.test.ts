/**
 * The H5 first route does not grow with blocks: what a page loads before it
 * knows its blocks holds no block's model or view (only the list of kinds and
 * their messages), and a page loads the chunks holding the kinds it shows, and no other.
 */
import path from 'node:path'
import { blockCodeIn, chunkManifest, scriptsOf } from '../../bench/firstRoute'
import { BLOCK_KINDS } from '../../src/blocks/kinds'
import { setupE2E, type E2E } from './support'

/** The basic blocks of spec 000 that share the `block-basic` chunk. */
const BASIC = ['banner', 'campaignSignup', 'multiImage', 'slide', 'hotImage', 'tab', 'ahsMutex', 'modal', 'suspendIcon', 'backTop', 'recycle', 'countdown', 'richText', 'video', 'selfRun']
/** The curated product blocks of spec 001 that share the `block-product` chunk: all but the flash sale. */
const PRODUCT: string[] = BLOCK_KINDS.filter((k) => k.startsWith('yanxuan') && k !== 'yanxuanSeckill')
/** The chunk src/blocks/index.h5.ts puts a kind in. */
const chunkOf = (kind: string): string => BASIC.includes(kind) ? 'block-basic' : PRODUCT.includes(kind) ? 'block-product' : `block-${kind}`

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
    // The kinds are known at once: their list and their messages are there.
    expect(loaded.flatMap((c) => c.modules)).toEqual(expect.arrayContaining(['src/blocks/index.h5.ts', 'src/blocks/banner/messages.ts']))
  })

  // src/blocks/index.h5.ts: the basic blocks share one chunk, the product blocks other than the flash sale another;
  // the spacing, the header image and the flash sale have their own.
  const blockChunksOf = async (query: string, ready: string) => {
    const scripts = await scriptsOf(e2e, query, ready)
    return chunkManifest(target).filter((c) => c.name?.startsWith('block-') && c.files.some((f) => scripts.includes(f))).map((c) => c.name).sort()
  }

  it('loads the chunks holding the kinds a page shows, and no other', async () => {
    // Banner, countdown, recycle tiles, carousel: all basic blocks.
    await expect(blockChunksOf('activityId=demo', '.banner')).resolves.toEqual(['block-basic'])
    // Spacings and flash sales: no basic block's code, and the flash sale's chunk alone (it holds its own copy
    // of the product code it shares with the other product blocks).
    await expect(blockChunksOf('activityId=seckill', '.seckill')).resolves.toEqual(['block-spacing', 'block-yanxuanSeckill'])
    // The other product blocks, five kinds on this page, in one chunk.
    await expect(blockChunksOf('activityId=products', '.seckill')).resolves.toEqual(['block-headerImage', 'block-product', 'block-spacing', 'block-yanxuanSeckill'])
  })

  it('holds the product code the product blocks share once for the flash sale and once for the others', () => {
    const manifest = chunkManifest(target)
    const shared = ['node_modules/big.js/big.mjs', 'src/product/price.ts', 'src/ui/Price/model.ts']
    const holders = manifest.filter((c) => c.name?.startsWith('block-') && c.modules.some((m) => m.startsWith('src/product/')))
    expect(holders.map((c) => c.name).sort()).toEqual(['block-product', 'block-yanxuanSeckill'])
    for (const chunk of holders) expect([chunk.name, chunk.modules]).toEqual([chunk.name, expect.arrayContaining(shared)])
  })

  it('has every kind in exactly one block chunk, the basic blocks together and the product blocks but the flash sale together', () => {
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
