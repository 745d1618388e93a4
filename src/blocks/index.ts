import { BlockRegistry } from '@/renderer/registry'
import { block as ahsMutex } from './ahsMutex/block'
import { block as backTop } from './backTop/block'
import { block as banner } from './banner/block'
import { block as campaignSignup } from './campaignSignup/block'
import { block as countdown } from './countdown/block'
import { block as headerImage } from './headerImage/block'
import { block as hotImage } from './hotImage/block'
import { block as modal } from './modal/block'
import { block as multiImage } from './multiImage/block'
import { block as recycle } from './recycle/block'
import { block as richText } from './richText/block'
import { block as selfRun } from './selfRun/block'
import { block as slide } from './slide/block'
import { block as spacing } from './spacing/block'
import { block as suspendIcon } from './suspendIcon/block'
import { block as tab } from './tab/block'
import { block as video } from './video/block'

/** Every block the page can render, by config kind (000 §3 for the spec's names; the rest are documented in each model). */
export function createRegistry (): BlockRegistry {
  return new BlockRegistry()
    .register(banner)
    .register(campaignSignup)
    .register(multiImage)
    .register(slide)
    .register(hotImage)
    .register(tab)
    .register(ahsMutex)
    .register(modal)
    .register(suspendIcon)
    .register(backTop)
    .register(recycle)
    .register(countdown)
    .register(richText)
    .register(headerImage)
    .register(video)
    .register(spacing)
    .register(selfRun)
}

export const registry = createRegistry()
