import * as v from 'valibot'
import type { Http, RequestOptions } from '../../src/services/http'

/** An http client that records each call and runs the service's own schema on `body`, as the real client does. */
export function recordingHttp (body: unknown) {
  const calls: Array<{ path: string } & RequestOptions<unknown>> = []
  const client: Http = {
    base: '',
    async request (path, options = {}) {
      calls.push({ path, ...options })
      return (options.schema ? v.parse(options.schema, body) : body) as never
    }
  }
  return { client, calls }
}
