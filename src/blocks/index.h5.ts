/**
 * H5 (and the HarmonyOS webview bundle): each kind's model and view are one
 * chunk, `block-<kind>`, fetched when a page first shows that kind, so the
 * first route holds only the list of kinds and a page downloads only the
 * blocks it shows.
 */
import type { AnyBlock } from '@/renderer/types'
import { BlockRegistry } from '@/renderer/registry'
import type { BlockKind } from './kinds'

type Loader = () => Promise<{ default: AnyBlock }>

export const BLOCK_LOADERS = {
  banner: () => import(/* webpackChunkName: "block-banner" */ './banner'),
  campaignSignup: () => import(/* webpackChunkName: "block-campaignSignup" */ './campaignSignup'),
  multiImage: () => import(/* webpackChunkName: "block-multiImage" */ './multiImage'),
  slide: () => import(/* webpackChunkName: "block-slide" */ './slide'),
  hotImage: () => import(/* webpackChunkName: "block-hotImage" */ './hotImage'),
  tab: () => import(/* webpackChunkName: "block-tab" */ './tab'),
  ahsMutex: () => import(/* webpackChunkName: "block-ahsMutex" */ './ahsMutex'),
  modal: () => import(/* webpackChunkName: "block-modal" */ './modal'),
  suspendIcon: () => import(/* webpackChunkName: "block-suspendIcon" */ './suspendIcon'),
  backTop: () => import(/* webpackChunkName: "block-backTop" */ './backTop'),
  recycle: () => import(/* webpackChunkName: "block-recycle" */ './recycle'),
  countdown: () => import(/* webpackChunkName: "block-countdown" */ './countdown'),
  richText: () => import(/* webpackChunkName: "block-richText" */ './richText'),
  headerImage: () => import(/* webpackChunkName: "block-headerImage" */ './headerImage'),
  video: () => import(/* webpackChunkName: "block-video" */ './video'),
  spacing: () => import(/* webpackChunkName: "block-spacing" */ './spacing'),
  selfRun: () => import(/* webpackChunkName: "block-selfRun" */ './selfRun'),
  yanxuanSeckill: () => import(/* webpackChunkName: "block-yanxuanSeckill" */ './yanxuanSeckill'),
  yanxuanProduct: () => import(/* webpackChunkName: "block-yanxuanProduct" */ './yanxuanProduct'),
  yanxuanNewProduct: () => import(/* webpackChunkName: "block-yanxuanNewProduct" */ './yanxuanNewProduct'),
  yanxuanRecycle: () => import(/* webpackChunkName: "block-yanxuanRecycle" */ './yanxuanRecycle'),
  yanxuanProductCard: () => import(/* webpackChunkName: "block-yanxuanProductCard" */ './yanxuanProductCard'),
  yanxuanBanner: () => import(/* webpackChunkName: "block-yanxuanBanner" */ './yanxuanBanner')
} satisfies Record<BlockKind, Loader>

export const createRegistry = (): BlockRegistry => new BlockRegistry(BLOCK_LOADERS)
