import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

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
    // CommonJS config files that Next, jest and Tailwind load with require().
    files: ['*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    ignores: ['.next/**', '.next-settings/**', '.next-official/**', '.next-images/**', '.next-standalone/**', 'node_modules/**', 'scripts/demo/snapshot/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.notes/**', '.bench/**']
  }
]

export default config
