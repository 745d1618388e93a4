import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * Whatever takes a tap is a <Tap> (src/ui/Tap): a role, a name a screen reader says, the keyboard (issue 53). An
 * onClick anywhere else is a control a reader never finds. (A component's own `tap`/`onTap` prop hands one in.)
 */
const TAP_RULE = { selector: "JSXAttribute[name.name='onClick']", message: 'A tap goes through <Tap label=… onTap=…> (src/ui/Tap): a role, a name, the keyboard. Pass `tap` to RatioImage.' }

// WeChat reads a role from `aria-role`, Alipay from `role` (plugins/a11y-attrs): a role is written once, for each host.
const ROLE_RULE = { selector: "JSXOpeningElement[name.name=/^(View|Text|Image|Input|Button|ScrollView)$/] > JSXAttribute[name.name='role']", message: "A role goes in each host's own attribute: {...roleOf('tab')} (src/ui/a11y)." }

const MOBX_STYLE = { name: 'mobx', importNames: ['makeAutoObservable'], message: 'Stores declare their annotations with makeObservable (src/stores/index.ts).' }

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', '.tmp/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Config from the server is untrusted: never render it as HTML, never evaluate it.
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render config as components, never as HTML.' }
      ],
      'no-eval': 'error',
      'no-new-func': 'error'
    }
  },
  {
    // Every text a visitor sees lives in the zh-CN catalogue (src/i18n/, or a block's messages.ts).
    // Build-time page configs (app.config.ts, index.config.ts) hold the static navigation title only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**', 'src/**/messages.ts', 'src/**/*.test.{ts,tsx}', 'src/**/*.config.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render config as components, never as HTML.' },
        { selector: "JSXOpeningElement[name.name=/^(Text|Image)$/] > JSXAttribute[name.name=/^on[A-Z]/] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression)", message: 'A Text or Image whose handler goes away throws in the mini-program runtime (Taro 4.2.1 asks for the missing "pure-text" template): pass one handler and decide inside it.' },
        { selector: 'Literal[value=/[\u3400-\u9fff\uff00-\uffef]/]', message: 'Chinese text belongs in the zh-CN catalogue (src/i18n/ or the block\'s messages.ts): use t().' },
        { selector: 'TemplateElement[value.raw=/[\u3400-\u9fff\uff00-\uffef]/]', message: 'Chinese text belongs in the zh-CN catalogue (src/i18n/ or the block\'s messages.ts): use t().' },
        { selector: 'JSXText[value=/[\u3400-\u9fff\uff00-\uffef]/]', message: 'Chinese text belongs in the zh-CN catalogue (src/i18n/ or the block\'s messages.ts): use t().' },
        TAP_RULE,
        ROLE_RULE
      ]
    }
  },
  {
    // The one place a tap is bound to an element (issue 53): the tappable primitive itself, with its role and name.
    files: ['src/ui/Tap/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render config as components, never as HTML.' }
      ]
    }
  },
  {
    // A block owns its facts: it never imports another block (shared rules live in src/product, src/ui or
    // src/lib), and outside src/blocks nothing imports a block's insides (the generated lists are the way in).
    // Stores declare their annotations (src/stores/index.ts says why).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.generated.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [MOBX_STYLE], patterns: [{ regex: '(^@/blocks/|(^|/)blocks/)[^/]+/', message: 'Only src/blocks imports a block\'s files: read the generated lists (src/blocks/kinds.ts, the registry).' }] }] }
  },
  {
    // The built-in throws on a lone surrogate ("URIError: URI malformed"): every URL is built with lib/url.ts encodeParam.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', { name: 'encodeURIComponent', message: 'Use encodeParam (src/lib/url.ts): it survives any string.' }] }
  },
  {
    files: ['src/blocks/*/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [MOBX_STYLE], patterns: [{ regex: '^(\\.\\./(?!\\.\\./)[^/]+/|@/blocks/)', message: 'A block never imports another block: move the shared rule to src/product, src/ui or src/lib.' }] }] }
  },
  {
    // State never imports a view (issue 41; ../shared/design.md: stores are tested without React). A block's store
    // declares the prompts it asks through; its panels draw them and its index.ts hands them in.
    files: ['src/blocks/*/store.ts', 'src/stores/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [MOBX_STYLE],
        patterns: [
          { regex: '^(\\.\\./(?!\\.\\./)[^/]+/|@/blocks/)', message: 'A block never imports another block: move the shared rule to src/product, src/ui or src/lib.' },
          { regex: '^\\./(view|panels)$|\\.tsx$|^@/ui/[^/]+$|^@/renderer/[A-Z]', caseSensitive: true, message: 'A store never imports a view: declare the prompts it needs as an interface; panels draw them, index.ts hands them in.' }
        ]
      }]
    }
  },
  {
    // Product rules sit below the views (issue 41; ../shared/design.md floors): product/ imports no ui/, no shared
    // flow and no renderer component; a rule that needs the visitor's answer asks through prompts handed in.
    files: ['src/product/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [MOBX_STYLE],
        patterns: [
          { regex: '^@/(ui|flows|blocks|pages)/|\\.tsx$|^@/renderer/[A-Z]', caseSensitive: true, message: 'product/ sits below ui/ and the shared flows: move the rule down, or hand the view in as a prompt.' }
        ]
      }]
    }
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  }
)
