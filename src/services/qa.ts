import * as v from 'valibot'
import type { Http } from './http'

/** The local emulator's QA login: a ticket for a test user, as its /__login page gives one (server/domains/session.ts). */
export const QA_TICKET_PATH = '/__emu/qa-login'

export interface QaService {
  ticketFor (mobile: string): Promise<string>
}

export function createQaService (http: Http): QaService {
  return {
    ticketFor: (mobile) => http.request(QA_TICKET_PATH, { data: { mobile }, schema: v.pipe(v.looseObject({ ticket: v.string() }), v.transform((a) => a.ticket)) })
  }
}
