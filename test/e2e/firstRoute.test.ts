/**
 * The H5 first route does not grow with blocks: what a page loads before it
 * knows its blocks holds no block's model or view (only the list of kinds and
 * their messages), and a page loads the chunk of each kind it shows, and no other.
 */
import path from 'node:path'
import { blockCodeIn, chunkManifest, scriptsOf } from '../../bench/firstRoute'
import { setupE2E, type E2E } from './support'

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

  it('loads the chunk of each kind a page shows, and no other', async () => {
    const scripts = await scriptsOf(e2e, 'activityId=demo', '.banner')
    const kinds = chunkManifest(target).filter((c) => c.name?.startsWith('block-') && c.files.some((f) => scripts.includes(f))).map((c) => c.name)
    expect(kinds.sort()).toEqual(['block-banner', 'block-countdown', 'block-recycle', 'block-slide'])
  })
})
