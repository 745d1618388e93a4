/**
 * The HarmonyOS webview bundle (plugin-platform-harmony-hybrid) is the H5 code with a few files of its own.
 * Taro picks a per-target file in its resolver (@tarojs/runner-utils MultiPlatformPlugin, which calls
 * @tarojs/helper resolveMainFilePath with webpack's `resolve.extensions`): for each extension in turn it
 * tries `<file>.<TARO_ENV><ext>`, then `<file><ext>`. With TARO_ENV `harmony-hybrid` it never tries an
 * `.h5` file. Listing `.harmony-hybrid.ts(x)`, then `.h5.ts(x)`, before the plain extensions makes that build
 * take a file's harmony-hybrid version, else its H5 version, else the shared one: an H5 file needs no
 * re-exporting twin, and an H5 file without one can never leave HarmonyOS with the mini-program version.
 * scripts/perTargetFiles.test.ts runs Taro's own resolver with this list over every H5 file.
 */

/** Tried before webpack's own extensions in the harmony-hybrid build, in this order. */
export const HARMONY_FIRST_EXTENSIONS = ['.harmony-hybrid.ts', '.harmony-hybrid.tsx', '.h5.ts', '.h5.tsx'] as const

/** webpack's `resolve.extensions` for a build target (TARO_ENV): the harmony-hybrid build's own and H5 files first. */
export function resolveExtensions (taroEnv: string | undefined, extensions: readonly string[]): string[] {
  if (taroEnv !== 'harmony-hybrid') return [...extensions]
  return [...HARMONY_FIRST_EXTENSIONS, ...extensions.filter((ext) => !(HARMONY_FIRST_EXTENSIONS as readonly string[]).includes(ext))]
}
