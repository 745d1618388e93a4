/** The distance-adjust block's own texts: none (ui/Spacing's are in src/product/messages.ts). */
export const messages = {} as const
