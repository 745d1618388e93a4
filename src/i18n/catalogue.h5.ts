/**
 * H5 and the HarmonyOS webview: the texts `t` reads at run time. The first route holds the shell's and the
 * shared product texts; each block's own texts (`blocks/<kind>/messages.ts`) come in its chunk and are added
 * as it loads (blocks/loaders.generated.ts), so the first route does not grow with every block's texts
 * (some 5.5 KB brotli across the blocks of issue 32). Only a block's own code reads its texts, and it runs
 * after its chunk is here.
 */
import { messages as product } from '../product/messages'
import { messages as shell } from './shell'

const texts: Record<string, string> = { ...shell, ...product }

export const catalogue: Readonly<Record<string, string>> = texts

/** A block's texts, as its chunk arrives. */
export function addMessages (messages: Readonly<Record<string, string>>): void {
  Object.assign(texts, messages)
}
