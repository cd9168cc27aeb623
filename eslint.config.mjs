import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

/** What browser code (components/, themes/) may not import: lib's server half, Node's modules, *.server modules. */
const BROWSER_CODE_PATTERNS = [
  { regex: '^@/lib/(static-props|images|feed)(/|$)', message: 'browser code never imports lib/static-props, lib/images or lib/feed: they are server code.' },
  { regex: '^@/lib/notion/(?!render/)', message: 'browser code takes only the render rules (lib/notion/render) from lib/notion, never a Notion source.' },
  { regex: '^(node:|fs$|path$|child_process$)', message: "browser code never imports Node's modules." },
  { regex: '\\.server$', message: 'a *.server module is server code: browser code never imports it.' },
  { regex: '^next/link$', message: 'links go through SiteLink (components/nav/SiteLink): it keeps ?theme=, the language site and BASE_PATH, and weighs a fraction of next/link (6 kB it added to nav\'s post).' }
]

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      // Notion images are arbitrary URLs and local demo files; next/image optimisation is off (images.unoptimized).
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    // The server/browser line (docs/architecture.md): lib/ is server code and pure data, so it never
    // reaches up into the kit, a theme or a page.
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@/|(\\.\\./)+)(components|themes|pages)(/|$)', message: 'lib/ is server code and pure data: it never imports components/, themes/ or pages/ (pass what it needs in as a parameter).' }] }]
    }
  },
  {
    // The settings' declarations (conf/, blog.config.ts) are data at the bottom of the house: lib/config
    // reads them, and they import nothing but each other.
    files: ['conf/**/*.ts', 'blog.config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@/|(\\.\\./)+)(lib|components|themes|pages)(/|$)', message: 'conf/ and blog.config.ts only declare settings: they import nothing but each other (their checks live in lib/config/rules.ts).' }] }]
    }
  },
  {
    // Browser code: the kit and the themes take only pure data and types from lib/, never its server
    // half (Notion sources, page builders, image copies, feeds), Node's modules or a page. A module
    // named *.server.ts is server code (themes/site.server.ts hands lib the theme registry): no
    // browser module imports one, and it alone may reach lib's server half.
    files: ['themes/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...BROWSER_CODE_PATTERNS, { regex: '^@/pages(/|$)', message: 'a theme never imports a page.' }] }] }
  },
  {
    // The kit is theme-agnostic besides: a theme chooses and styles its parts, never the reverse.
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...BROWSER_CODE_PATTERNS, { regex: '^@/(pages|themes)(/|$)', message: 'components/ is the kit: it never imports a theme or a page (the theme registry included); what it needs of them comes in as props.' }] }]
    }
  },
  {
    // CommonJS config files that Next, jest and Tailwind load with require().
    files: ['*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    ignores: ['.next/**', '.next-settings/**', '.next-official/**', '.next-images/**', '.next-standalone/**', 'node_modules/**', 'scripts/demo/snapshot/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.notes/**', '.bench/**']
  }
]

export default config
