/**
 * The Dockerfile, compose.yaml and .dockerignore hold to what the rehearsal (scripts/deploy/rehearse.ts)
 * runs: the build stage runs the shared script, the runtime stage copies its folder whole and starts
 * it as a non-root user, and compose checks health and keeps the cache the same way.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BUILD_SCRIPT, readRuntimeRecipe } from '@/scripts/deploy/read-dockerfile'

const ROOT = path.join(__dirname, '..', '..', '..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const dockerfile = read('Dockerfile')

describe('the Dockerfile', () => {
  const recipe = readRuntimeRecipe(dockerfile)

  it('builds with the shared script and runs the folder it assembles, as the rehearsal does', () => {
    expect(dockerfile).toContain(`sh ${BUILD_SCRIPT} /app/deploy`)
    expect(recipe).toEqual({
      deployDir: '/app/deploy',
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', HOSTNAME: '0.0.0.0', PORT: '3000' },
      command: ['node', 'server.js'],
      healthcheck: ['node', 'healthcheck.mjs'],
      user: 'node',
      port: 3000
    })
  })

  it('installs with npm ci, from a slim Node image, and keeps the env file out of every layer', () => {
    expect(dockerfile).toMatch(/^RUN npm ci\b/m)
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-slim$/m)
    expect(dockerfile).toContain('--mount=type=secret,id=dotenv,target=/app/.env.production.local')
    const ignored = read('.dockerignore').split('\n')
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.env.*', '!.env.example', 'node_modules', '.next', '.git']))
  })
})

describe('compose.yaml', () => {
  const compose = read('compose.yaml')
  const recipe = readRuntimeRecipe(dockerfile)

  it('runs the Dockerfile\'s health check, reads .env, keeps .next/cache on a volume, and restarts', () => {
    expect(compose).toContain(`test: ${JSON.stringify(['CMD', ...recipe.healthcheck]).replace(/,/g, ', ')}`)
    expect(compose).toMatch(/^ {4}env_file: \.env$/m)
    expect(compose).toMatch(/^ {6}- quire-cache:\/app\/\.next\/cache$/m)
    expect(compose).toMatch(/^ {4}restart: unless-stopped$/m)
    expect(compose).toMatch(/^secrets:\n {2}dotenv:\n {4}file: \.env$/m)
  })

  it('has an .env.example naming NOTION_PAGE_ID', () => {
    expect(read('.env.example')).toMatch(/^NOTION_PAGE_ID=$/m)
  })
})

describe('readRuntimeRecipe', () => {
  const withRuntime = (runtime: string, build = 'RUN sh scripts/deploy/build-standalone.sh /app/deploy') =>
    `FROM node:22-slim AS build\n${build}\n\nFROM node:22-slim\nWORKDIR /app\n${runtime}`
  const good = [
    'ENV NODE_ENV=production \\',
    '    PORT=3000',
    'COPY --from=build --chown=node:node /app/deploy ./',
    'USER node',
    'EXPOSE 3000',
    'HEALTHCHECK --interval=30s CMD ["node", "healthcheck.mjs"]',
    'CMD ["node", "server.js"]'
  ].join('\n')

  it('reads continuation lines and skips comments', () => {
    expect(readRuntimeRecipe(withRuntime(`# a comment\n${good}`)).env).toEqual({ NODE_ENV: 'production', PORT: '3000' })
  })

  it.each([
    ['a build stage that does not run the script', withRuntime(good, 'RUN npm run build'), 'build stage must RUN sh scripts/deploy/build-standalone.sh /app/deploy'],
    ['a script run into another folder', withRuntime(good, 'RUN sh scripts/deploy/build-standalone.sh /app/other'), 'must RUN sh scripts/deploy/build-standalone.sh /app/deploy'],
    ['no copy from the build stage', withRuntime(good.replace(/COPY.*\n/, '')), 'must COPY --from=<build stage> <assembled folder> ./'],
    ['a copy from a stage it does not have', withRuntime(good.replace('--from=build', '--from=builder')), 'copies from a stage "builder" it does not have'],
    ['root', withRuntime(good.replace('USER node', 'USER root')), 'must not run as root (USER root)'],
    ['no USER', withRuntime(good.replace('USER node\n', '')), 'must have one USER, it has 0'],
    ['a shell-form CMD', withRuntime(good.replace('CMD ["node", "server.js"]', 'CMD node server.js')), 'CMD must be in exec form'],
    ['another port exposed', withRuntime(good.replace('EXPOSE 3000', 'EXPOSE 8080')), 'must EXPOSE the PORT it sets (EXPOSE 8080, PORT 3000)'],
    ['a quoted ENV value', withRuntime(good.replace('PORT=3000', 'PORT="3000"')), 'ENV takes KEY=value pairs without quotes, got "PORT="3000""'],
    ['one stage', `FROM node:22-slim\n${good}`, 'must build in one stage and run in a last one; it has 1 stage(s)']
  ])('refuses %s, saying what is wrong', (_name, text, message) => {
    expect(() => readRuntimeRecipe(text)).toThrow(message)
  })
})
