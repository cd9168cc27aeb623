import { type ConfigRules, convertConfigValue } from './convert-config-value'
import { ENVIRONMENT_ONLY_KEYS } from './environment-only'

/** Each ignored key is named once per process, not on every page a build renders. */
const named = new Set<string>()

function ignoreEnvironmentOnly(key: string, log: (message: string) => void): void {
  if (named.has(key)) return
  named.add(key)
  log(`the Notion Config row sets ${key}, which only the environment can set (it decides how the database is read or the addresses the build writes); ignored, set ${key} in the environment instead`)
}

/**
 * Converts the key / value pairs of the Notion Config rows. Known keys take their default's type;
 * keys the defaults do not name convert by shape (see autoConvert). Names are trimmed, and an
 * empty value counts as not set, as in the environment. A key only the environment can set
 * (ENVIRONMENT_ONLY_KEYS) is left out and named in a warning.
 *
 * @param defaults the site defaults merged with the themes' defaults
 * @param extraRules checks beyond lib/config/rules.ts (see convertConfigValue)
 * @throws ConfigError when a value does not fit its key
 */
export function convertRemoteConfig(
  raw: Record<string, string>,
  defaults: Record<string, unknown>,
  log: (message: string) => void = (message) => console.warn(`[quire] config: ${message}`),
  extraRules: ConfigRules = {}
): Record<string, unknown> {
  const entries: [string, unknown][] = []
  for (const [name, value] of Object.entries(raw)) {
    const key = name.trim()
    if (key === '' || typeof value !== 'string' || value.trim() === '') continue
    if (ENVIRONMENT_ONLY_KEYS.has(key)) {
      ignoreEnvironmentOnly(key, log)
      continue
    }
    const example = Object.hasOwn(defaults, key) ? defaults[key] : undefined
    entries.push([key, convertConfigValue(key, value, example, 'remote', '', extraRules)])
  }
  return Object.fromEntries(entries)
}
