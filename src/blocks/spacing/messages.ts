/** The spacing block's own texts: none (its model's refusal is the shared ui/Spacing's, in src/product/messages.ts). */
export const messages = {} as const
