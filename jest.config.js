const fs = require('node:fs')
const path = require('node:path')
const nextJest = require('next/jest.js')

const createJestConfig = nextJest({ dir: './' })

/**
 * notion-client, notion-utils, react-notion-x, feed and their dependencies ship ESM only, and jest 30
 * on Node 20 cannot require ESM. Rather than keep a hand list that rots with every upgrade, find every
 * package that declares itself a module and let SWC transform it.
 */
function esmPackages() {
  const root = path.join(__dirname, 'node_modules')
  const names = []
  const visit = (dir, prefix) => {
    for (const entry of fs.readdirSync(dir)) {
      if (entry.startsWith('.')) continue
      if (entry.startsWith('@') && !prefix) {
        visit(path.join(dir, entry), `${entry}/`)
        continue
      }
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(dir, entry, 'package.json'), 'utf8'))
        if (pkg.type === 'module') names.push(prefix + entry)
      } catch {
        // not a package folder
      }
    }
  }
  visit(root, '')
  return names.map((name) => name.replace(/[.+]/g, '\\$&'))
}

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  // Only *.test.ts(x) files are tests; fixtures and helpers sit beside them.
  // jest-dom's matchers and testing-library's wait for lazily loaded chunks (__tests__/setup-after-env.ts).
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup-after-env.ts'],
  // Above that wait, so a findBy* that fails says what it looked for instead of a bare timeout.
  testTimeout: 15_000,
  testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1'
  }
}

module.exports = async () => {
  const resolved = await createJestConfig(config)()
  // A .mjs file is ESM whatever its package declares (lucide-react's per-icon modules): transformed too.
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages().join('|')})/)(?!.*\\.mjs$)`, '^.+\\.module\\.(css|sass|scss)$']
  return resolved
}
