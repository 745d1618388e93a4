/**
 * A block's CSS is named by its kind (design.md "A block owns its facts"): the root element of the
 * views in `blocks/<kind>/` (every .tsx but tests) carries the class `<kind in kebab case>` (`yanxuanProductCard` →
 * `yanxuan-product-card`), every other class the view sets is that root's BEM child or modifier
 * (`yanxuan-product-card__title`, `yanxuan-product-card--strip`) or a shared one (src/ui, src/flows, src/product,
 * src/renderer), and its style.scss styles nothing outside that namespace. A test, a QA script or a
 * visitor's report then finds a block's elements by its kind alone, and two blocks never style each other.
 * scripts/cssRoots.test.ts runs the check on every block.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import * as sass from 'sass'
import ts from 'typescript'
import { BLOCKS_DIR, blockFolders } from '../config/blocks'

const SRC = path.resolve(__dirname, '..', 'src')
/** Stylesheets whose classes any block may set or style under its own (`.x__price .price__symbol`). */
const SHARED_STYLE_DIRS = ['ui', 'flows', 'product', 'renderer']
/** Kinds that render other blocks or nothing, no element of their own: a wrapper would be one more node in every host. */
export const NO_ELEMENT_OF_ITS_OWN: Record<string, string> = {
  ahsMutex: 'renders the chosen group\'s blocks (BlockList) or nothing'
}
/** Stands for a part of a class string known only at run time (a prop, a computed value). */
const UNKNOWN = '\u0000'
/** Enough for every view's className expressions; past it a string counts as unknown. */
const MAX_VARIANTS = 256

/** `yanxuanProductCard` → `yanxuan-product-card`. */
export const rootClassOf = (kind: string): string => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The strings an expression in a className can evaluate to; unknown parts as UNKNOWN. */
function variants (expr: ts.Expression, consts: Map<string, ts.Expression>, seen: Set<string>): string[] {
  const product = (parts: string[][]): string[] => {
    let out = ['']
    for (const options of parts) {
      out = out.flatMap((a) => options.map((b) => a + b))
      if (out.length > MAX_VARIANTS) return [UNKNOWN]
    }
    return out
  }
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text]
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)) return variants(expr.expression, consts, seen)
  if (ts.isTemplateExpression(expr)) {
    return product([[expr.head.text], ...expr.templateSpans.flatMap((span) => [variants(span.expression, consts, seen), [span.literal.text]])])
  }
  if (ts.isConditionalExpression(expr)) return [...variants(expr.whenTrue, consts, seen), ...variants(expr.whenFalse, consts, seen)]
  if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind
    if (op === ts.SyntaxKind.PlusToken) return product([variants(expr.left, consts, seen), variants(expr.right, consts, seen)])
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) return [...variants(expr.left, consts, seen), ...variants(expr.right, consts, seen)]
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return ['', ...variants(expr.right, consts, seen)]
  }
  if (ts.isIdentifier(expr) && consts.has(expr.text) && !seen.has(expr.text)) {
    return variants(consts.get(expr.text)!, consts, new Set([...seen, expr.text]))
  }
  // [a, b, …].join(' ')
  if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression) && expr.expression.name.text === 'join' &&
    ts.isArrayLiteralExpression(expr.expression.expression) && expr.arguments.length === 1 && ts.isStringLiteral(expr.arguments[0])) {
    const sep = expr.arguments[0].text
    const elements = expr.expression.expression.elements.map((e) => variants(e, consts, seen))
    return product(elements.flatMap((options, i) => i === 0 ? [options] : [[sep], options]))
  }
  return [UNKNOWN]
}

/** Each className a view's JSX sets, as the class lists it can produce (a token with UNKNOWN in it is partly computed). */
export function viewClassLists (source: string, fileName = 'view.tsx'): string[][] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const consts = new Map<string, ts.Expression>()
  const attributes: ts.JsxAttribute[] = []
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) consts.set(node.name.text, node.initializer)
    if (ts.isJsxAttribute(node) && node.name.getText(file) === 'className' && node.initializer) attributes.push(node)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return attributes.flatMap((attr) => {
    const init = attr.initializer!
    const expr = ts.isStringLiteral(init) ? init : ts.isJsxExpression(init) && init.expression ? init.expression : undefined
    return expr ? variants(expr, consts, new Set()).map((s) => s.split(/\s+/).filter(Boolean)) : []
  })
}

/** Every class a stylesheet's selectors name, per selector (SCSS compiled first: nesting, `&__x`, mixins). */
export function styleSelectors (file: string): string[][] {
  const css = sass.compile(file).css
  const selectors: string[][] = []
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return
    for (const selector of rule.selectors) selectors.push([...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]))
  })
  return selectors
}

/** The classes the shared stylesheets define (src/ui, src/product, src/renderer, and the app's own: `.visually-hidden`). */
export function sharedClasses (): Set<string> {
  const found = new Set<string>()
  for (const classes of styleSelectors(path.join(SRC, 'app.scss'))) classes.forEach((c) => found.add(c))
  for (const dir of SHARED_STYLE_DIRS) {
    const files = (readdirSync(path.join(SRC, dir), { recursive: true }) as string[]).filter((f) => f.endsWith('.scss'))
    for (const f of files) for (const classes of styleSelectors(path.join(SRC, dir, f))) classes.forEach((c) => found.add(c))
  }
  return found
}

/** The page's modes, set on its roots (ui/display): a block's selector may start at one. */
const PAGE_MODES = new Set(['display--elderly'])

const inNamespace = (root: string, cls: string) => cls === root || cls.startsWith(`${root}__`) || cls.startsWith(`${root}--`)

/** What is wrong with a kind's class names: one line per problem, empty when none. */
export function classProblems (kind: string, views: Record<string, string>, styleFile: string | undefined, shared: Set<string>): string[] {
  const root = rootClassOf(kind)
  const problems: string[] = []
  const lists = Object.entries(views).flatMap(([name, source]) => viewClassLists(source, name).map((list) => ({ name, list })))
  const allowed = (token: string): boolean => {
    if (!token.includes(UNKNOWN)) return inNamespace(root, token) || shared.has(token)
    const prefix = token.slice(0, token.indexOf(UNKNOWN))
    // A class passed in whole (a component's className prop) is its parent's to check.
    if (!prefix) return true
    return prefix.startsWith(root) || [...shared].some((c) => c.startsWith(prefix))
  }
  for (const { name, list } of lists) {
    for (const token of list.filter((t) => !allowed(t))) problems.push(`${name}: class "${token.split(UNKNOWN).join('{…}')}" is outside .${root} (and not a shared class)`)
  }
  if (NO_ELEMENT_OF_ITS_OWN[kind]) {
    if (lists.length) problems.push(`${kind} is listed as rendering no element of its own, but its view sets classes`)
  } else if (!lists.some(({ list }) => list[0] === root)) {
    problems.push(`no element of the view has "${root}" as its first class (the block's root class)`)
  }
  if (styleFile) {
    for (const selector of styleSelectors(styleFile)) {
      // A page mode on the page's roots (ui/display) may come first: the block styles itself under it.
      const classes = PAGE_MODES.has(selector[0]) ? selector.slice(1) : selector
      const [first, ...rest] = classes
      if (!first) continue
      // A shared class styled from the top would restyle it in every block: each selector starts in the namespace.
      if (!inNamespace(root, first)) problems.push(`${path.basename(styleFile)}: a selector starts at .${first}, outside .${root}`)
      for (const cls of rest.filter((c) => !inNamespace(root, c) && !shared.has(c))) problems.push(`${path.basename(styleFile)}: .${cls} is outside .${root} (and not a shared class)`)
    }
  }
  return [...new Set(problems)]
}

/** Every block folder's problems, by kind (kinds without any left out). */
export function blockClassProblems (): Record<string, string[]> {
  const shared = sharedClasses()
  const out: Record<string, string[]> = {}
  for (const kind of blockFolders()) {
    const dir = path.join(BLOCKS_DIR, kind)
    const views = Object.fromEntries(readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]))
    const style = path.join(dir, 'style.scss')
    const problems = classProblems(kind, views, existsSync(style) ? style : undefined, shared)
    if (problems.length) out[kind] = problems
  }
  return out
}
