/**
 * Server only: reads the environment (lib/env.ts). Kept out of lib/config/index.ts so no browser bundle includes
 * it; import it from this path in getStaticProps and friends.
 */
import type { ConfigRules } from './convert-config-value'
import { DEFAULT_CONFIG } from './default-config'
import { readEnvOverrides } from './read-env-overrides'
import { processEnv } from '@/lib/env'

/** The environment does not change while a process runs; one read per set of extra keys is enough. */
const cache = new Map<string, Record<string, unknown>>()

/**
 * The config keys set in this process's environment, converted (see readEnvOverrides). Pass the
 * themes' defaults as `extraDefaults` so their keys are read too; site keys keep the site's types.
 * `extraRules` add checks lib cannot write itself (THEME's list of themes).
 *
 * @throws ConfigError when a value does not fit its key, which stops the build
 */
export function getEnvOverrides(extraDefaults: Record<string, unknown> = {}, extraRules: ConfigRules = {}): Record<string, unknown> {
  const cacheKey = JSON.stringify([extraDefaults, Object.entries(extraRules).map(([key, rule]) => [key, rule.expected])])
  const cached = cache.get(cacheKey)
  if (cached) return cached
  const overrides = readEnvOverrides(processEnv(), { ...extraDefaults, ...DEFAULT_CONFIG }, extraRules)
  cache.set(cacheKey, overrides)
  return overrides
}
