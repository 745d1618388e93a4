import { adapter as fallback } from '../../src/platform/adapter'
import type { CookieJar, PlatformAdapter } from '../../src/platform/types'

export interface FakeCookieJar extends CookieJar {
  days: Map<string, number | undefined>
}

export function memoryCookies (): FakeCookieJar {
  const values = new Map<string, string>()
  const days = new Map<string, number | undefined>()
  return {
    days,
    get: (name) => values.get(name),
    set: (name, value, options) => { values.set(name, value); days.set(name, options?.days) },
    remove: (name) => { values.delete(name); days.delete(name) }
  }
}

/** A platform whose side effects are recorded: navigation, login, toasts, reloads. */
export function fakePlatform (over: Partial<PlatformAdapter> = {}): PlatformAdapter & { cookies: FakeCookieJar } {
  return {
    ...fallback,
    id: 'adapter.fake',
    platform: () => 'm',
    cookies: memoryCookies(),
    currentUrl: () => 'http://127.0.0.1:8787/#/pages/campaign/index?activityId=demo',
    reload: jest.fn(),
    replaceUrl: jest.fn(),
    open: jest.fn(async () => undefined),
    login: jest.fn(async () => undefined),
    toast: jest.fn(),
    copyText: jest.fn(async () => true),
    textSize: () => ({ hostScale: 1, nativeScale: 1 }),
    dial: jest.fn(async () => undefined),
    setTitle: jest.fn(),
    ...over
  } as PlatformAdapter & { cookies: FakeCookieJar }
}
