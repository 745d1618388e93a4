/**
 * Every block's config kind and model (config → view model), shared by all
 * targets. Views are attached per target: statically in mini-programs
 * (index.ts), loaded on demand on H5 (index.h5.ts), so an H5 page downloads
 * only the blocks it shows.
 */
import type { ComponentType } from 'react'
import type { ComponentConfig } from '@/gateway/types'
import { BlockRegistry } from '@/renderer/registry'
import type { BlockProps, ParseResult } from '@/renderer/types'
import { MUTEX_KIND, parseMutex } from './ahsMutex/model'
import { BACK_TOP_KIND, parseBackTop } from './backTop/model'
import { BANNER_KIND, parseBanner } from './banner/model'
import { SIGNUP_KIND, parseSignup } from './campaignSignup/model'
import { COUNTDOWN_KIND, parseCountdown } from './countdown/model'
import { HEADER_IMAGE_KIND, parseHeaderImage } from './headerImage/model'
import { HOT_IMAGE_KIND, parseHotImage } from './hotImage/model'
import { MODAL_KIND, parseModal } from './modal/model'
import { MULTI_IMAGE_KIND, parseMultiImage } from './multiImage/model'
import { RECYCLE_KIND, parseRecycle } from './recycle/model'
import { RICH_TEXT_KIND, parseRichText } from './richText/model'
import { SELF_RUN_KIND, parseSelfRun } from './selfRun/model'
import { SLIDE_KIND, parseSlide } from './slide/model'
import { SPACING_KIND, parseSpacing } from './spacing/model'
import { SUSPEND_ICON_KIND, parseSuspendIcon } from './suspendIcon/model'
import { TAB_KIND, parseTab } from './tab/model'
import { VIDEO_KIND, parseVideo } from './video/model'

type Parse<T> = (contents: unknown, component: ComponentConfig) => ParseResult<T>
const entry = <T>(kind: string, parse: Parse<T>) => ({ kind, parse })

/** Keyed by the block's folder under src/blocks/. */
export const catalog = {
  banner: entry(BANNER_KIND, parseBanner),
  campaignSignup: entry(SIGNUP_KIND, parseSignup),
  multiImage: entry(MULTI_IMAGE_KIND, parseMultiImage),
  slide: entry(SLIDE_KIND, parseSlide),
  hotImage: entry(HOT_IMAGE_KIND, parseHotImage),
  tab: entry(TAB_KIND, parseTab),
  ahsMutex: entry(MUTEX_KIND, parseMutex),
  modal: entry(MODAL_KIND, (raw, component) => parseModal(raw, component.uuid)),
  suspendIcon: entry(SUSPEND_ICON_KIND, parseSuspendIcon),
  backTop: entry(BACK_TOP_KIND, parseBackTop),
  recycle: entry(RECYCLE_KIND, parseRecycle),
  countdown: entry(COUNTDOWN_KIND, parseCountdown),
  richText: entry(RICH_TEXT_KIND, parseRichText),
  headerImage: entry(HEADER_IMAGE_KIND, parseHeaderImage),
  video: entry(VIDEO_KIND, parseVideo),
  spacing: entry(SPACING_KIND, parseSpacing),
  selfRun: entry(SELF_RUN_KIND, parseSelfRun)
}

export type Catalog = typeof catalog
type ModelOf<E> = E extends { parse: Parse<infer T> } ? T : never
/** One view per catalog entry, typed by that entry's model. */
export type Views = { [K in keyof Catalog]: ComponentType<BlockProps<ModelOf<Catalog[K]>>> }

export function buildRegistry (views: Views): BlockRegistry {
  const registry = new BlockRegistry()
  for (const key of Object.keys(catalog) as Array<keyof Catalog>) {
    registry.register({ ...catalog[key], View: views[key] } as never)
  }
  return registry
}
