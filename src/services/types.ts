/**
 * The gateway's answers as the client reads them (000 §3, §7). Each is a
 * valibot schema and the type inferred from it, so the check that runs on
 * every answer and the type the code is written against are one thing; the
 * emulator's contract test (server/contract.test.ts) runs the same schemas.
 *
 * Only structure the client depends on is typed here. What operators
 * configure (page attributes, each component's contents) stays `unknown` and
 * is read field by field by a pure model, so one bad field loses one block,
 * never the page.
 */
import * as v from 'valibot'

const id = v.union([v.number(), v.string()])
const time = v.union([v.number(), v.string()])

/** Activity page (000 §3): status, window, attributes, components. */
export const ActivityPageSchema = v.looseObject({
  id: v.optional(id),
  status: v.optional(v.nullable(v.string())),
  startDt: v.optional(v.nullable(time)),
  endDt: v.optional(v.nullable(time)),
  bizType: v.optional(v.nullable(v.string())),
  /** backgroundColor, backgroundImageUrl, title: checked by `pageAttributesOf`. */
  pageAttribute: v.optional(v.unknown()),
  /** Each entry is checked on its own (`sanitizeComponents`): one bad entry loses only itself. */
  components: v.optional(v.nullable(v.array(v.unknown())))
})
export type ActivityPage = v.InferOutput<typeof ActivityPageSchema>

/** One configured component: `data[kind].contents[0]` holds its settings (000 §3). */
export const ComponentSchema = v.looseObject({
  id: id,
  uuid: v.string(),
  type: v.string(),
  remark: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown())
})

/** The default city the server picks (000 §7: `data.id`). */
export const CitySchema = v.looseObject({
  id: v.pipe(id, v.transform(Number), v.integer()),
  name: v.optional(v.nullable(v.string())),
  aflCityCode: v.optional(v.nullable(v.string()))
})
export type City = { id: number, name?: string | null, aflCityCode?: string | null }

/** The current user (000 §7): anonymous visitors have no userKey. */
export const LoginUserSchema = v.looseObject({ userKey: v.optional(v.nullable(v.string())) })
export type LoginUser = v.InferOutput<typeof LoginUserSchema>

/** The ticket exchange's session; the token may come in the body as well as the header. */
export const SsoSessionSchema = v.looseObject({
  token: v.optional(v.nullable(v.string())),
  userKey: v.optional(v.nullable(v.string())),
  /** Token lifetime in seconds, when the body carries it. */
  expiresIn: v.optional(v.nullable(v.number()))
})
export type SsoSession = v.InferOutput<typeof SsoSessionSchema>

/** The agent's login address. */
export const AuthUrlSchema = v.string()
