/**
 * A block's prompts (the dialogs its store asks the visitor through) as a test drives them: each call is
 * recorded with its arguments and stays open until the test answers it or dismisses it, as the visitor
 * would. Stores are tested without rendering (issue 41): panels.tsx is what draws a prompt, and its own
 * test says how.
 */

type Prompt = (...args: never[]) => Promise<unknown>

export interface PromptCall<P> {
  readonly name: keyof P & string
  readonly args: unknown[]
  /** Closes the prompt with the visitor's choice. */
  answer: (value: unknown) => void
}

export interface FakePrompts<P> {
  /** What the store hands its prompts: every function records its call. */
  readonly prompts: P
  /** Every call so far, in order. */
  readonly calls: Array<PromptCall<P>>
  /** The prompts still open, the latest last. */
  readonly open: Array<PromptCall<P>>
  readonly top: PromptCall<P> | undefined
  /** The calls of one prompt. */
  callsOf: (name: keyof P & string) => Array<PromptCall<P>>
  /** Closes the latest open prompt with the visitor's choice (it must be `name`'s, when given). */
  answer: (value: unknown, name?: keyof P & string) => void
  /** Closes the latest open prompt as the mask or the close button does: with its dismiss value. */
  dismiss: () => void
}

/**
 * `dismissValues`: for each prompt of P, what it resolves to when the visitor closes it without choosing
 * (the mask, ×), as the real panel's dialog does.
 */
export function fakePrompts<P extends { [K in keyof P]: Prompt }> (dismissValues: { [K in keyof P]: Awaited<ReturnType<P[K]>> }): FakePrompts<P> {
  const calls: Array<PromptCall<P>> = []
  const open: Array<PromptCall<P>> = []
  const dismissOf = new Map<PromptCall<P>, unknown>()
  const prompts = {} as Record<string, (...args: unknown[]) => Promise<unknown>>
  for (const name of Object.keys(dismissValues) as Array<keyof P & string>) {
    prompts[name] = (...args: unknown[]) => new Promise((resolve) => {
      const call: PromptCall<P> = {
        name,
        args,
        answer: (value) => {
          const at = open.indexOf(call)
          if (at < 0) throw new Error(`the ${name} prompt is not open`)
          open.splice(at, 1)
          resolve(value)
        }
      }
      dismissOf.set(call, dismissValues[name])
      calls.push(call)
      open.push(call)
    })
  }
  const top = (): PromptCall<P> => {
    const last = open[open.length - 1]
    if (!last) throw new Error('no prompt is open')
    return last
  }
  return {
    prompts: prompts as unknown as P,
    calls,
    open,
    get top () { return open[open.length - 1] },
    callsOf: (name) => calls.filter((c) => c.name === name),
    answer: (value, name) => {
      const last = top()
      if (name !== undefined && last.name !== name) throw new Error(`the open prompt is ${last.name}, not ${name}`)
      last.answer(value)
    },
    dismiss: () => { const last = top(); last.answer(dismissOf.get(last)) }
  }
}
