/**
 * The server/browser line (docs/architecture.md) is held by ESLint's no-restricted-imports rules in
 * eslint.config.mjs. These lint a one-line module at a given place in the tree, so a rule that
 * stops matching (a moved folder, a changed pattern) fails here, not silently.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

/**
 * Lints each case in one child process (ESLint loads its ESM config with a dynamic import, which
 * jest's module system cannot run) and gives, per case, the no-restricted-imports messages.
 */
function restrictedImports(cases: ReadonlyArray<{ file: string; imports: string }>): string[][] {
  const script = `
    import { ESLint } from 'eslint'
    const eslint = new ESLint({ cwd: process.cwd() })
    const cases = JSON.parse(process.argv[1])
    const out = []
    for (const { file, imports } of cases) {
      const [result] = await eslint.lintText(imports + '\\nexport const used = value\\n', { filePath: file })
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message))
    }
    process.stdout.write(JSON.stringify(out))
  `
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: path.join(__dirname, '..'), encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`eslint did not run: ${run.stderr}`)
  return JSON.parse(run.stdout) as string[][]
}

const CASES: ReadonlyArray<{ file: string; imports: string; allowed: boolean }> = [
  { file: 'lib/site/example.ts', imports: "import { value } from '@/components/cx'", allowed: false },
  { file: 'lib/site/example.ts', imports: "import { value } from '../../themes/manifests'", allowed: false },
  { file: 'conf/example.ts', imports: "import { value } from '@/themes/manifests'", allowed: false },
  { file: 'conf/example.ts', imports: "import { value } from '@/lib/urls/safe-url'", allowed: false },
  { file: 'conf/example.ts', imports: "import { value } from './site'", allowed: true },
  { file: 'lib/static-props/example.ts', imports: "import { value } from '@/lib/site/page-props'", allowed: true },
  { file: 'components/list/Example.tsx', imports: "import { value } from '@/themes'", allowed: false },
  { file: 'components/list/Example.tsx', imports: "import { value } from '@/lib/static-props/server-context'", allowed: false },
  { file: 'components/list/Example.tsx', imports: "import { value } from '@/lib/notion/get-source'", allowed: false },
  { file: 'components/list/Example.tsx', imports: "import { value } from 'node:fs'", allowed: false },
  { file: 'components/list/Example.tsx', imports: "import { value } from '@/lib/notion/render/record-value'", allowed: true },
  { file: 'components/list/Example.tsx', imports: "import { value } from '@/lib/site/types'", allowed: true },
  { file: 'themes/medium/Example.tsx', imports: "import { value } from '@/themes/site.server'", allowed: false },
  { file: 'themes/medium/Example.tsx', imports: "import { value } from '@/lib/images/fetch-image'", allowed: false },
  { file: 'themes/medium/Example.tsx', imports: "import { value } from '@/components/list/PostCard'", allowed: true },
  { file: 'themes/nav/Example.tsx', imports: "import Link from 'next/link'", allowed: false },
  { file: 'components/list/Example.tsx', imports: "import Link from 'next/link'", allowed: false },
  { file: 'themes/site.server.ts', imports: "import { value } from '@/lib/static-props/server-context'", allowed: true }
]

describe('import boundaries', () => {
  let messages: string[][] = []
  beforeAll(() => {
    messages = restrictedImports(CASES)
  }, 120_000)

  it.each(CASES.map((entry, index) => ({ ...entry, index })))('$file: $imports is allowed: $allowed', ({ index, allowed }) => {
    expect(messages[index]?.length === 0).toBe(allowed)
  })
})
