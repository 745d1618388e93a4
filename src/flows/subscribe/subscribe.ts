/**
 * The host's subscribe page (002 §2: "a subscribe page (parameters scene with
 * value 45, 44 or 101, templateIds, activityCode, sceneId, businessId,
 * pageCode) [is] opened through the host app"), shared by the subscribe
 * reminder banner, the guessing game's subscribe button and cashback: reading
 * its parameters from config, and opening it through the platform adapter
 * (only a mini-program or the app has the page; a browser gets a toast).
 */
import { isObject, list, num, str } from '@/lib/config'
import { NAVIGATION_LOCK_MS, toastOncePerBurst } from '@/renderer/click'
import { isApp, isMiniProgram, type HostPlatform, type SubscribeParams } from '@/platform/types'
import type { GuardOutcome } from '@/lib/guard'
import type { RootStore } from '@/stores'

/** 002 §2: "scene with value 45, 44 or 101". */
export const SUBSCRIBE_SCENES = [45, 44, 101] as const
export type SubscribeScene = typeof SUBSCRIBE_SCENES[number]
/** Not in the spec: WeChat lets one subscribe request ask for at most 3 templates; 10 are read. */
export const MAX_TEMPLATE_IDS = 10

/** The subscribe page's parameters as configured (activityCode and sceneId may come from the block instead). */
export interface SubscribeTarget {
  scene: SubscribeScene
  templateIds: string[]
  activityCode?: string
  sceneId?: string
  businessId?: string
  pageCode?: string
}

const idText = (v: unknown): string | undefined => (typeof v === 'number' && Number.isFinite(v) ? String(v) : str(v, 64))

/** `scene` as 45, 44 or 101 (number or numeric text); anything else is none. */
export function sceneOf (v: unknown): SubscribeScene | undefined {
  const n = num(v)
  return SUBSCRIBE_SCENES.find((s) => s === n)
}

/** `templateIds`: a list, or one comma-separated text; blanks and duplicates dropped. */
export function templateIdsOf (v: unknown): string[] {
  const raw = typeof v === 'string' ? v.split(',') : list(v, MAX_TEMPLATE_IDS * 2)
  const ids = raw.flatMap((x) => idText(typeof x === 'string' ? x.trim() : x) ?? [])
  return [...new Set(ids)].slice(0, MAX_TEMPLATE_IDS)
}

/**
 * The target from config fields (`scene` or `subscribeScene`, `templateIds`, `activityCode`, `sceneId`,
 * `businessId`, `pageCode`); undefined without a valid scene or any template id: the host's page cannot
 * subscribe to nothing.
 */
export function parseSubscribeTarget (raw: unknown): SubscribeTarget | undefined {
  if (!isObject(raw)) return undefined
  const scene = sceneOf(raw.scene ?? raw.subscribeScene)
  const templateIds = templateIdsOf(raw.templateIds)
  if (scene === undefined || !templateIds.length) return undefined
  return {
    scene,
    templateIds,
    activityCode: idText(raw.activityCode),
    sceneId: idText(raw.sceneId),
    businessId: idText(raw.businessId),
    pageCode: idText(raw.pageCode)
  }
}

/** The page's parameters; `over` (the guessing game's own activityCode and scene) wins over config. Absent ones are left out. */
export function subscribeParams (target: SubscribeTarget, over: { activityCode?: string, sceneId?: string } = {}): SubscribeParams {
  const params: SubscribeParams = { scene: target.scene, templateIds: target.templateIds }
  const rest = {
    activityCode: over.activityCode ?? target.activityCode,
    sceneId: over.sceneId ?? target.sceneId,
    businessId: target.businessId,
    pageCode: target.pageCode
  }
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') params[key] = value
  return params
}

/** Only a mini-program or the app has a subscribe page; a plain browser (m, the WeChat browser, quick apps) has none. */
export const canOpenSubscribe = (host: HostPlatform): boolean => isMiniProgram(host) || isApp(host)

/**
 * Opens the host's subscribe page: a browser toasts `browserText` (the seckill booking's words); otherwise
 * a guarded action (login first, one per burst of taps: a native page opener answers at once, so the
 * lock alone would let a second tap open it again). Resolves whether the page was opened.
 */
export async function openSubscribePage (
  root: Pick<RootStore, 'platform' | 'actions'>,
  key: string,
  params: SubscribeParams,
  browserText: string
): Promise<boolean> {
  const { platform, actions } = root
  if (!canOpenSubscribe(platform.platform())) {
    await toastOncePerBurst(root, key, browserText)
    return false
  }
  const outcome: GuardOutcome<void> = await actions.run(key, () => platform.openSubscribe(params), { needsLogin: true, throttleMs: NAVIGATION_LOCK_MS, burst: true })
  return outcome.status === 'done'
}
