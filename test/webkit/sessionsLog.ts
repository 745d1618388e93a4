import path from 'node:path'

/**
 * One line per session the WebKit tests opened: support.ts writes, globalTeardown.ts sums them into the layer's
 * last line. A file per run (globalSetup.ts names it), so runs side by side in one checkout do not mix.
 */
export const sessionsLog = (): string => process.env.WEBKIT_SESSIONS_LOG ?? path.resolve(__dirname, '..', '..', '.tmp', 'webkit', `sessions-${process.pid}.jsonl`)
