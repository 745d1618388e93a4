/**
 * The campaign page's query string (000 §2, §5).
 */
import { elderlyAskOf } from './textSize'

export interface CampaignQuery {
  /** Required to render; without it an invalid-page placeholder is shown. */
  activityId?: string
  /** Integer, base 10; absent or not a number: undefined (the server's default city is used). */
  cityId?: number
  /** Any value switches to preview mode. */
  preview: boolean
  /** Channel identifier, kept for the session. */
  agent?: string
  /** Source-tracking parameter, kept in a cookie for 30 minutes. */
  source?: string
  /** Login ticket; if several, the last one. */
  ticket?: string
  /** `elderly=1` asks for the elderly mode, `elderly=0` keeps it off (lib/textSize; not in the spec: docs/decisions.md). */
  elderly?: boolean
}

/** Name of the source-tracking parameter (its real name is not shown in the spec). */
export const SOURCE_PARAM = 'source'

/** All values of each parameter, in order, from every `?query` in a URL (search and hash route alike). */
export function queryValues (url: string): Map<string, string[]> {
  const values = new Map<string, string[]>()
  const queries = url.split('#').flatMap((part) => {
    const i = part.indexOf('?')
    return i >= 0 ? [part.slice(i + 1)] : []
  })
  for (const query of queries) {
    for (const pair of query.split('&')) {
      if (!pair) continue
      const eq = pair.indexOf('=')
      const rawKey = eq >= 0 ? pair.slice(0, eq) : pair
      const rawValue = eq >= 0 ? pair.slice(eq + 1) : ''
      const decode = (s: string) => { try { return decodeURIComponent(s.replace(/\+/g, ' ')) } catch { return s } }
      const key = decode(rawKey)
      values.set(key, [...(values.get(key) ?? []), decode(rawValue)])
    }
  }
  return values
}

/** `cityId` parsed base 10 (000 §5); undefined when absent or not a number. */
function parseCityId (value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const id = Number.parseInt(value, 10)
  return Number.isNaN(id) ? undefined : id
}

export function parseCampaignQuery (url: string): CampaignQuery {
  const values = queryValues(url)
  const last = (name: string) => {
    const list = values.get(name)
    return list && list.length ? list[list.length - 1] : undefined
  }
  return {
    activityId: last('activityId') || undefined,
    cityId: parseCityId(last('cityId')),
    preview: values.has('preview'),
    agent: last('agent') || undefined,
    source: last(SOURCE_PARAM) || undefined,
    ticket: last('ticket') || undefined,
    elderly: elderlyAskOf(last('elderly'))
  }
}
