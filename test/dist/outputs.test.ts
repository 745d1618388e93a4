/**
 * Checks the built folders (run after `npm run build:all`): each target carries
 * its own platform adapter and none of the others', and each mini-program folder
 * can be opened directly in its vendor's devtools.
 */
import { EMULATOR_VISITOR_HEADER, EMULATOR_VISITOR_KEY } from '../../src/services/emulatorVisitor'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..', '..')

/** dist folder → the adapter file Taro must have picked for it. */
const ADAPTER_OF: Record<string, string> = {
  weapp: 'adapter.weapp',
  alipay: 'adapter.alipay',
  tt: 'adapter.tt',
  meituan: 'adapter.meituan',
  h5: 'adapter.h5',
  harmony: 'adapter.harmony-hybrid'
}
const ALL_ADAPTER_IDS = [...Object.values(ADAPTER_OF), 'adapter.fallback']

/** Devtools project files QA opens each folder with. */
const PROJECT_FILES: Record<string, string[]> = {
  weapp: ['project.config.json'],
  alipay: ['mini.project.json'],
  tt: ['project.config.json', 'project.tt.json'],
  meituan: ['project.config.json']
}

function scripts (dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return scripts(file)
    return name.endsWith('.js') ? [file] : []
  })
}

describe.each(Object.keys(ADAPTER_OF))('dist/%s', (target) => {
  const dir = path.join(ROOT, 'dist', target)

  it('was built', () => {
    expect(existsSync(dir)).toBe(true)
  })

  it('has every TARO_APP_* variable replaced at build time (an unreplaced one throws: hosts have no `process`)', () => {
    const leftovers = scripts(dir).filter((f) => /process\.env\.TARO_APP_/.test(readFileSync(f, 'utf8')))
    expect(leftovers.map((f) => path.relative(ROOT, f))).toEqual([])
  })

  it('contains its own adapter and no other', () => {
    const code = scripts(dir).map((f) => readFileSync(f, 'utf8')).join('\n')
    const found = ALL_ADAPTER_IDS.filter((id) => code.includes(`"${id}"`) || code.includes(`'${id}'`))
    expect(found).toEqual([ADAPTER_OF[target]])
  })

  if (PROJECT_FILES[target]) {
    it.each(PROJECT_FILES[target])('has the devtools project file %s', (file) => {
      const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
      expect(typeof json).toBe('object')
    })
    it('has app.json listing the campaign page', () => {
      const app = JSON.parse(readFileSync(path.join(dir, 'app.json'), 'utf8'))
      expect(app.pages).toContain('pages/campaign/index')
    })
  } else {
    it('has an index.html that loads its scripts after the boot screen\'s first frame, the boot steps in order, and starts the first page call', () => {
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8')
      expect(html).not.toMatch(/<script[^>]+src=/)
      // The loader's list: each boot step (BootSteps in config/webpack/bootSteps.ts) after the chunk it needs, Taro's entry last.
      const any = '(?:"\\/js\\/[\\w.-]+\\.js",)*'
      const step = (name: string) => `"\\/js\\/${name}\\.[0-9a-f]{8}\\.js"`
      expect(html).toMatch(new RegExp(`\\(\\[${any}${step('boot-taro')},${any}${step('boot-react')},${any}${step('boot-page')},${step('app')}\\]\\)`))
      expect(html).toContain('__AHS_PREFETCH__')
      expect(html).toContain('id="boot-screen"')
    })
    it('marks the scripts every page runs at start for compiling while they stream in, and no block\'s chunk', () => {
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8')
      const entry = [...html.matchAll(/"\/(js\/[\w.-]+\.js)"/g)].map((m) => m[1])
      const opens = (file: string) => readFileSync(path.join(dir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')
      expect(entry.length).toBeGreaterThanOrEqual(4)
      expect(entry.filter((file) => !opens(file))).toEqual([])
      const blocks = readdirSync(path.join(dir, 'js')).filter((name) => name.startsWith('block-')).map((name) => `js/${name}`)
      expect(blocks.length).toBeGreaterThan(0)
      expect(blocks.filter(opens)).toEqual([])
    })
    it('tells other sites the origin only, never the page address with its query (a ticket in it)', () => {
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8')
      expect(html).toMatch(/<meta name="?referrer"? content="?strict-origin-when-cross-origin"?>/)
    })
  }
})

describe('the QA login page (config/env.ts)', () => {
  const MINI = ['weapp', 'alipay', 'tt', 'meituan']
  const QA_PAGE = 'pages/qa-login/index'

  it.each(MINI)('is in dist/%s, built for the local emulator', (target) => {
    const app = JSON.parse(readFileSync(path.join(ROOT, 'dist', target, 'app.json'), 'utf8'))
    expect(app.pages).toContain(QA_PAGE)
    expect(existsSync(path.join(ROOT, 'dist', target, `${QA_PAGE}.js`))).toBe(true)
  })

  it('is not in a release build (a real gateway, no QA switch): not listed, not shipped, not linked', () => {
    const dir = path.join(ROOT, 'dist', 'weapp-release')
    const app = JSON.parse(readFileSync(path.join(dir, 'app.json'), 'utf8'))
    expect(app.pages).toEqual(['pages/campaign/index', 'pages/webview/index'])
    expect(existsSync(path.join(dir, 'pages', 'qa-login'))).toBe(false)
    const code = scripts(dir).map((f) => readFileSync(f, 'utf8')).join('\n')
    expect(code).not.toContain('qa-login')
    expect(code).toContain('/pages/login/index')
    expect(code).toContain('https://gateway.invalid')
  })

  it.each(MINI)('dist/%s names its emulator visitor on every call (a phone keeps no cookies: services/emulatorVisitor.ts)', (target) => {
    const code = scripts(path.join(ROOT, 'dist', target)).map((f) => readFileSync(f, 'utf8')).join('\n')
    expect(code).toContain(EMULATOR_VISITOR_HEADER)
    expect(code).toContain(EMULATOR_VISITOR_KEY)
  })

  it('a release build sends nothing extra: no emulator visitor header, no id kept for it', () => {
    const code = scripts(path.join(ROOT, 'dist', 'weapp-release')).map((f) => readFileSync(f, 'utf8')).join('\n')
    expect(code).not.toContain(EMULATOR_VISITOR_HEADER)
    expect(code).not.toContain(EMULATOR_VISITOR_KEY)
  })

  it('h5 and harmony never carry it (they log in at the gateway\'s own address)', () => {
    for (const target of ['h5', 'harmony']) {
      const code = scripts(path.join(ROOT, 'dist', target)).map((f) => readFileSync(f, 'utf8')).join('\n')
      expect([target, code.includes('qa-login')]).toEqual([target, false])
    }
  })
})

describe('dist/harmony (config/extensions.ts)', () => {
  /** The app's own modules a web build holds, from its chunk manifest (.tmp/<folder>-chunks.json, written by the build). */
  const sourcesOf = (folder: string): string[] => {
    const chunks = JSON.parse(readFileSync(path.join(ROOT, '.tmp', `${folder}-chunks.json`), 'utf8')) as Array<{ modules: string[] }>
    return [...new Set(chunks.flatMap((c) => c.modules))].filter((m) => m.startsWith('src/')).sort()
  }

  it('is built from the H5 modules (the *.h5 files, never the files they replace), with its own platform adapter and runtime', () => {
    const h5 = sourcesOf('h5')
    expect(h5.filter((m) => /\.h5\.tsx?$/.test(m)).length).toBeGreaterThan(5)
    // The two files that differ: the platform adapter, and the entry step that imports the target's own Taro runtime.
    const own = ['src/platform/adapter', 'src/boot/platform']
    const harmony = sourcesOf('harmony').map((m) => own.reduce((path, base) => path.replace(`${base}.harmony-hybrid.ts`, `${base}.h5.ts`), m))
    expect(harmony).toEqual(h5)
  })
})
