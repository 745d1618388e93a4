/**
 * The host APIs Taro knows for a target (what a bundle may call), and the stubs that make every one of
 * them the harness does not emulate fail loudly when the bundle calls it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { HostRuntime } from './api'
import { HarnessError } from './errors'
import type { MiniTarget } from './targets'

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..')
const knownApiCache = new Map<MiniTarget, Set<string>>()

/** Host API names Taro knows for this target (promisified ones), read from the installed Taro packages. */
export function knownApiNames (target: MiniTarget): Set<string> {
  const cached = knownApiCache.get(target)
  if (cached) return cached
  const names = new Set<string>()
  knownApiCache.set(target, names)
  const files = [
    '@tarojs/shared/dist/native-apis.js',
    target === 'alipay' ? '@tarojs/plugin-platform-alipay/dist/runtime.js'
      : target === 'tt' ? '@tarojs/plugin-platform-tt/dist/runtime.js'
        : '@tarojs/plugin-platform-weapp/dist/runtime.js'
  ]
  for (const rel of files) {
    let src = ''
    try {
      src = fs.readFileSync(require.resolve(rel, { paths: [REPO_ROOT] }), 'utf8')
    } catch {
      try {
        src = fs.readFileSync(path.join(REPO_ROOT, 'node_modules', rel), 'utf8')
      } catch {
        continue
      }
    }
    const block = /needPromiseApis = new Set\(\[([\s\S]*?)\]\)/.exec(src)
    if (block) for (const s of block[1].matchAll(/'([\w$]+)'/g)) names.add(s[1])
  }
  // Common synchronous / non-promisified APIs.
  for (const n of [
    'getMenuButtonBoundingClientRect', 'createCanvasContext', 'createVideoContext', 'createAnimation',
    'createInnerAudioContext', 'getBackgroundAudioManager', 'getRecorderManager', 'createIntersectionObserver',
    'createMapContext', 'createCameraContext', 'createLivePlayerContext', 'createOffscreenCanvas',
    'getEnterOptionsSync', 'getSystemSetting', 'getAppAuthorizeSetting', 'onLocationChange', 'offLocationChange',
    'onKeyboardHeightChange', 'offKeyboardHeightChange', 'arrayBufferToBase64', 'base64ToArrayBuffer',
    'getPerformance', 'getRealtimeLogManager', 'getLogManager', 'onMemoryWarning', 'onThemeChange',
    'getLocation', 'chooseLocation', 'openLocation', 'requestPayment', 'tradePay', 'getUserProfile', 'getUserInfo',
    'getPhoneNumber', 'getAuthCode', 'getOpenUserInfo', 'scanCode', 'scan', 'previewImage', 'chooseImage',
    'chooseMedia', 'saveImageToPhotosAlbum', 'downloadFile', 'uploadFile', 'connectSocket', 'requestSubscribeMessage',
    'navigateToMiniProgram', 'openSetting', 'getSetting', 'authorize', 'showActionSheet', 'startPullDownRefresh',
    'setTabBarBadge', 'setBackgroundColor', 'setNavigationBarColor', 'loadFontFace', 'getClipboardData',
    'getClipboard', 'setClipboard', 'vibrate', 'vibrateLong', 'alert', 'prompt'
  ]) names.add(n)
  return names
}

/**
 * Defines every API Taro knows for the target as a stub that records the call, notes its name in
 * `unemulated` and throws; the families define the emulated ones over it afterwards. Answers whether a
 * value is still such a stub (what canIUse reads).
 */
export function stubTaroApis (target: MiniTarget, hostName: string, rt: Pick<HostRuntime, 'define' | 'record'>, unemulated: string[]): (value: unknown) => boolean {
  const stubs = new WeakSet<object>()
  for (const name of knownApiNames(target)) {
    const stub = (...args: unknown[]) => {
      rt.record(name, args)
      unemulated.push(name)
      throw new HarnessError(`${hostName}.${name}() is not emulated by test/hosts/harness.ts`)
    }
    stubs.add(stub)
    rt.define(name, stub)
  }
  return (value) => typeof value === 'function' && stubs.has(value)
}
