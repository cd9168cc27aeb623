import path from 'node:path'

/** One id for a build and the cards drawn after it (next.config.js keeps a QUIRE_BUILD_ID it is given). */
export function newBuildId(): string {
  return `${Date.now().toString(36)}-${process.pid}`
}

/** Node's arguments to run draw-cards.ts in `projectDir` (its own process: the build's memory is freed first). */
export function drawCardsArgs(projectDir: string): string[] {
  return [path.join(projectDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(projectDir, 'scripts', 'build', 'draw-cards.ts')]
}

/**
 * The environment that makes draw-cards.ts read the site data the build `buildId` fetched and left in
 * `.next/cache/quire`, so drawing the cards asks Notion nothing.
 */
export function drawCardsEnv(buildId: string): Record<string, string> {
  return { NEXT_PHASE: 'phase-production-build', QUIRE_BUILD_ID: buildId }
}
