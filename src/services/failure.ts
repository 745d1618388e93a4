/**
 * How a gateway call's failure reaches the visitor, declared next to the call in its service (issue 39).
 * A call without a declaration says the catalogue's text (000 §8): the server's message, 请求失败, 网络请求失败
 * or 网络错误 when no answer came, 没有权限，请联系管理员 for a 403. A declaration says where it differs. The
 * stores read their texts and timeouts from here, and the fault matrix (test/e2e/faults.test.ts,
 * server/callFaults.test.ts) derives what it expects from the same declarations.
 */
import type { MessageKey } from '@/i18n'

export interface CallFailure {
  /** The block's own words for every failure but a 403 (001 §8's "coupon issuing failed, please retry"). */
  ownText?: MessageKey
  /** A shorter wait than DEFAULT_TIMEOUT_MS (the spec's, or so the page is not held). */
  timeoutMs?: number
  /** What no answer within `timeoutMs` says, when not the catalogue's network error. */
  timeoutText?: MessageKey
  /** The failure shows nothing, and why: what the call brings is a hint or has a fallback. */
  quiet?: string
  /** No answer (a timeout, a reset) may mean it went through: this dialog says so instead of a toast. */
  noAnswerDialog?: MessageKey
}

/** The declared failures of one service's calls, by the call's gateway path. */
export type CallFailures = Readonly<Record<string, CallFailure>>
