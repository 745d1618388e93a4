/**
 * Which Chromium the browser tests drive, and how (test/e2e, the fuzzer). Debian's `chromium-headless-shell`
 * when it is there: the same Chromium (one source package, one version) without the full browser around its
 * headless mode, and what Playwright itself runs for headless tests. A fresh visitor and a page load cost
 * about 1.3 s of CPU there against 3.5 s in `chromium --headless=new` (2 cores, docs/testing.md), and the
 * browser layer is CPU-bound. Without the package, Debian's `chromium` in its new headless mode;
 * `CHROMIUM_PATH` names another binary.
 */
import { existsSync } from 'node:fs'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const FULL_CHROMIUM = '/usr/bin/chromium'

/** The binary: `CHROMIUM_PATH`, else the headless shell, else the full browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)

/** Whether `binary` is the headless shell (headless by itself: `--headless=new` is the full browser's switch). */
export const isHeadlessShell = (binary: string): boolean => /headless[-_]shell/.test(binary)

/** The switches every test browser starts with (quiet: no background traffic, no GPU, no QUIC), plus `extra`. */
export function chromiumArgs (extra: readonly string[] = [], binary = CHROMIUM): string[] {
  return [...(isHeadlessShell(binary) ? [] : ['--headless=new']), '--no-sandbox', '--disable-gpu', '--disable-quic',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extra]
}

/** What to tell a visitor without a browser: the package to install. */
export const MISSING_CHROMIUM = `no Chromium at ${CHROMIUM}: apt-get install -y chromium-headless-shell chromium (or set CHROMIUM_PATH)`
