/**
 * Every config kind this build renders. The only list every target loads at
 * once: a kind's model and view come with its block (bundled in
 * mini-programs, a chunk of its own on H5). Adding a kind: its folder, and one
 * line here, in index.ts and in index.h5.ts (each typed by this list).
 */
export const BLOCK_KINDS = [
  'banner',
  'campaignSignup',
  'multiImage',
  'slide',
  'hotImage',
  'tab',
  'ahsMutex',
  'modal',
  'suspendIcon',
  'backTop',
  'recycle',
  'countdown',
  'richText',
  'headerImage',
  'video',
  'spacing',
  'selfRun',
  'yanxuanSeckill',
  'yanxuanProduct',
  'yanxuanNewProduct',
  'yanxuanRecycle',
  'yanxuanProductCard',
  'yanxuanBanner'
] as const

export type BlockKind = typeof BLOCK_KINDS[number]

/**
 * Kinds that float over the page (fixed position: the entry popup, the floating icon, back-to-top) and
 * take no place in the stack. A page mounting its blocks in batches mounts these with the first: the
 * popup a visitor sees on arrival must not wait for the blocks above it in the config.
 */
export const FLOATING_KINDS: ReadonlySet<string> = new Set<BlockKind>(['modal', 'suspendIcon', 'backTop'])
