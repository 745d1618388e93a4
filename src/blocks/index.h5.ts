/**
 * H5 (and the HarmonyOS webview bundle): blocks' code is fetched when a page first shows one of its kinds,
 * so the first route holds only the list of kinds and a page downloads only the chunks its blocks need.
 *
 * The basic blocks of spec 000 share one chunk, `block-basic` (script and stylesheet). Each kind's script
 * is 0.4–5.8 KB brotli on its own, 28 KB for the fifteen; together they compress to 14 KB. The demo page's
 * four kinds were 12 KB in eight requests; `basic`'s fifteen were thirty requests, each a link the page
 * adds and a script task. The load bench measured the grouping (README, performance).
 * The spacing and the header image, which pages of every kind show, and the curated product blocks of spec
 * 001 (6–11 KB each; a flash sale page shows only its own) keep a chunk each.
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
  yanxuanProduct: () => import(/* webpackChunkName: "block-yanxuanProduct" */ './yanxuanProduct'),
  yanxuanNewProduct: () => import(/* webpackChunkName: "block-yanxuanNewProduct" */ './yanxuanNewProduct'),
  yanxuanRecycle: () => import(/* webpackChunkName: "block-yanxuanRecycle" */ './yanxuanRecycle'),
  yanxuanProductCard: () => import(/* webpackChunkName: "block-yanxuanProductCard" */ './yanxuanProductCard'),
  yanxuanBanner: () => import(/* webpackChunkName: "block-yanxuanBanner" */ './yanxuanBanner')
} satisfies Record<BlockKind, Loader>

export const createRegistry = (): BlockRegistry => new BlockRegistry(BLOCK_LOADERS)
