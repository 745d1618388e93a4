/**
 * Every text a visitor sees, in Simplified Chinese: the shell's and each
 * block's own (`blocks/<kind>/messages.ts`), merged. Keys name the meaning;
 * the spec's English wording is in the comment where the spec gives one.
 * Tests assert through these keys, so a wording change is made here once.
 * A key defined twice fails i18n.test.ts.
 */
import { messages as product } from '../product/messages'
import { blockMessages } from './blocks.generated'
import { messages as shell } from './shell'

export const zhCN = {
  ...shell,
  ...blockMessages,
  ...product
} as const

export type MessageKey = keyof typeof zhCN
