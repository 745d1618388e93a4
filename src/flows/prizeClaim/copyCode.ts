/**
 * A redeem code's copy button (the prize draw's, the guessing game's and cashback's award details): copied
 * through the platform layer, then 已复制, or the hint to long-press the code shown when the host refused.
 * Once per burst of taps (twenty taps were twenty toasts): the guarded action's burst window on the code.
 */
import { oncePerBurst } from '@/renderer/click'
import type { RootStore } from '@/stores'

export interface CopyTexts { copied: string, longPress: string }

export async function copyCode (root: Pick<RootStore, 'platform' | 'actions'>, key: string, code: string, texts: CopyTexts): Promise<void> {
  await oncePerBurst(root, `${key}:copy:${code}`, async () => {
    const ok = await root.platform.copyText(code)
    root.platform.toast(ok ? texts.copied : texts.longPress)
  })
}
