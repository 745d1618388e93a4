/**
 * Every text a visitor sees, in Simplified Chinese: the shell's and each
 * block's own (`blocks/<kind>/messages.ts`), merged. Keys name the meaning;
 * the spec's English wording is in the comment where the spec gives one.
 * Tests assert through these keys, so a wording change is made here once.
 * A key defined twice fails i18n.test.ts.
 */
import { messages as ahsMutex } from '../blocks/ahsMutex/messages'
import { messages as backTop } from '../blocks/backTop/messages'
import { messages as banner } from '../blocks/banner/messages'
import { messages as campaignSignup } from '../blocks/campaignSignup/messages'
import { messages as countdown } from '../blocks/countdown/messages'
import { messages as headerImage } from '../blocks/headerImage/messages'
import { messages as hotImage } from '../blocks/hotImage/messages'
import { messages as modal } from '../blocks/modal/messages'
import { messages as multiImage } from '../blocks/multiImage/messages'
import { messages as recycle } from '../blocks/recycle/messages'
import { messages as richText } from '../blocks/richText/messages'
import { messages as selfRun } from '../blocks/selfRun/messages'
import { messages as slide } from '../blocks/slide/messages'
import { messages as spacing } from '../blocks/spacing/messages'
import { messages as suspendIcon } from '../blocks/suspendIcon/messages'
import { messages as tab } from '../blocks/tab/messages'
import { messages as video } from '../blocks/video/messages'
import { messages as yanxuanNewProduct } from '../blocks/yanxuanNewProduct/messages'
import { messages as yanxuanRecycle } from '../blocks/yanxuanRecycle/messages'
import { messages as yanxuanBanner } from '../blocks/yanxuanBanner/messages'
import { messages as yanxuanProduct } from '../blocks/yanxuanProduct/messages'
import { messages as yanxuanProductCard } from '../blocks/yanxuanProductCard/messages'
import { messages as yanxuanSeckill } from '../blocks/yanxuanSeckill/messages'
import { messages as product } from '../product/messages'
import { messages as shell } from './shell'

/** Each source of messages, by name (the uniqueness test reads them). */
export const MESSAGE_SOURCES = {
  shell,
  ahsMutex,
  backTop,
  banner,
  campaignSignup,
  countdown,
  headerImage,
  hotImage,
  modal,
  multiImage,
  recycle,
  richText,
  selfRun,
  slide,
  spacing,
  suspendIcon,
  tab,
  video,
  yanxuanNewProduct,
  yanxuanRecycle,
  yanxuanProduct,
  yanxuanProductCard,
  yanxuanSeckill,
  yanxuanBanner,
  product
} as const

export const zhCN = {
  ...shell,
  ...ahsMutex,
  ...backTop,
  ...banner,
  ...campaignSignup,
  ...countdown,
  ...headerImage,
  ...hotImage,
  ...modal,
  ...multiImage,
  ...recycle,
  ...richText,
  ...selfRun,
  ...slide,
  ...spacing,
  ...suspendIcon,
  ...tab,
  ...video,
  ...yanxuanNewProduct,
  ...yanxuanRecycle,
  ...yanxuanProduct,
  ...yanxuanProductCard,
  ...yanxuanSeckill,
  ...yanxuanBanner,
  ...product
} as const

export type MessageKey = keyof typeof zhCN
