/** Mini-program targets: every block is bundled (hosts load code from the package, not on demand). */
import type { AnyBlock } from '@/renderer/types'
import { BlockRegistry } from '@/renderer/registry'
import type { BlockKind } from './kinds'
import ahsMutex from './ahsMutex'
import backTop from './backTop'
import banner from './banner'
import campaignSignup from './campaignSignup'
import countdown from './countdown'
import headerImage from './headerImage'
import hotImage from './hotImage'
import modal from './modal'
import multiImage from './multiImage'
import recycle from './recycle'
import richText from './richText'
import selfRun from './selfRun'
import slide from './slide'
import spacing from './spacing'
import suspendIcon from './suspendIcon'
import tab from './tab'
import video from './video'
import yanxuanBanner from './yanxuanBanner'
import yanxuanNewProduct from './yanxuanNewProduct'
import yanxuanProduct from './yanxuanProduct'
import yanxuanProductCard from './yanxuanProductCard'
import yanxuanRecycle from './yanxuanRecycle'
import yanxuanSeckill from './yanxuanSeckill'

export const BLOCKS = {
  banner,
  campaignSignup,
  multiImage,
  slide,
  hotImage,
  tab,
  ahsMutex,
  modal,
  suspendIcon,
  backTop,
  recycle,
  countdown,
  richText,
  headerImage,
  video,
  spacing,
  selfRun,
  yanxuanSeckill,
  yanxuanProduct,
  yanxuanNewProduct,
  yanxuanRecycle,
  yanxuanProductCard,
  yanxuanBanner
} satisfies Record<BlockKind, AnyBlock>

export const createRegistry = (): BlockRegistry => new BlockRegistry(BLOCKS)
