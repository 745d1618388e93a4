/**
 * H5 (and the HarmonyOS webview bundle): blocks' code is fetched when a page first shows one of its kinds,
 * so the first route holds only the list of kinds and a page downloads only the chunks its blocks need.
 *
 * A block chunk is one script: its blocks' styles ride in it (config/index.ts, FIRST_ROUTE_STYLES).
 * The basic blocks of spec 000 share one chunk, `block-basic`. Each kind's script is 0.4–5.8 KB brotli on
 * its own, 28 KB for the fifteen; together they compress to 14 KB. The demo page's four kinds were 12 KB in
 * eight requests; `basic`'s fifteen were thirty requests, each a link the page adds and a script task. The
 * load bench measured the grouping (README, performance).
 * The curated product blocks of spec 001 other than the flash sale share one chunk, `block-product`: they
 * share most of their code (decimal maths, prices, the product model, redirects), and a page of them showed
 * five kinds in twelve requests (each block's script and stylesheet, and a chunk of the code they share),
 * 27 KB brotli; as one chunk, 19 KB in one request. A page showing only one of them downloads 5–10 KB
 * more than it did. The flash sale keeps a chunk of its own (with its own copy of that code): a sale
 * page's first screen is often that block alone. So do the spacing and the header image, which pages of
 * every kind show.
 */
import type { AnyBlock } from '@/renderer/types'
import { BlockRegistry } from '@/renderer/registry'
import type { BlockKind } from './kinds'

type Loader = () => Promise<{ default: AnyBlock }>

export const BLOCK_LOADERS = {
  banner: () => import(/* webpackChunkName: "block-basic" */ './banner'),
  campaignSignup: () => import(/* webpackChunkName: "block-basic" */ './campaignSignup'),
  multiImage: () => import(/* webpackChunkName: "block-basic" */ './multiImage'),
  slide: () => import(/* webpackChunkName: "block-basic" */ './slide'),
  hotImage: () => import(/* webpackChunkName: "block-basic" */ './hotImage'),
  tab: () => import(/* webpackChunkName: "block-basic" */ './tab'),
  ahsMutex: () => import(/* webpackChunkName: "block-basic" */ './ahsMutex'),
  modal: () => import(/* webpackChunkName: "block-basic" */ './modal'),
  suspendIcon: () => import(/* webpackChunkName: "block-basic" */ './suspendIcon'),
  backTop: () => import(/* webpackChunkName: "block-basic" */ './backTop'),
  recycle: () => import(/* webpackChunkName: "block-basic" */ './recycle'),
  countdown: () => import(/* webpackChunkName: "block-basic" */ './countdown'),
  richText: () => import(/* webpackChunkName: "block-basic" */ './richText'),
  headerImage: () => import(/* webpackChunkName: "block-headerImage" */ './headerImage'),
  video: () => import(/* webpackChunkName: "block-basic" */ './video'),
  spacing: () => import(/* webpackChunkName: "block-spacing" */ './spacing'),
  selfRun: () => import(/* webpackChunkName: "block-basic" */ './selfRun'),
  yanxuanSeckill: () => import(/* webpackChunkName: "block-yanxuanSeckill" */ './yanxuanSeckill'),
  yanxuanProduct: () => import(/* webpackChunkName: "block-product" */ './yanxuanProduct'),
  yanxuanNewProduct: () => import(/* webpackChunkName: "block-product" */ './yanxuanNewProduct'),
  yanxuanRecycle: () => import(/* webpackChunkName: "block-product" */ './yanxuanRecycle'),
  yanxuanProductCard: () => import(/* webpackChunkName: "block-product" */ './yanxuanProductCard'),
  yanxuanBanner: () => import(/* webpackChunkName: "block-product" */ './yanxuanBanner')
} satisfies Record<BlockKind, Loader>

export const createRegistry = (): BlockRegistry => new BlockRegistry(BLOCK_LOADERS)
