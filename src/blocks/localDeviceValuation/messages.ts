/** The localDeviceValuation block's texts: none of its own (the card's are shared: src/product/messages.ts `hotCard.*`). */
export const messages = {} as const
