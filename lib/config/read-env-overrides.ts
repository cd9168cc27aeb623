import { type ConfigRules, convertConfigValue } from './convert-config-value'
import { envVariableNames } from './env-variable-names'

/**
 * The config keys set in an environment, converted to their keys' types. Only keys of `defaults`
 * are looked up (pass the site defaults merged with the themes' defaults), so nothing else in the
 * environment, secrets included, is ever read. `NEXT_PUBLIC_<KEY>` beats `<KEY>`; keys named like
 * operating-system variables (LANG, TZ, ...) are read from `NEXT_PUBLIC_<KEY>` only. An empty
 * variable counts as not set.
 *
 * @param extraRules checks beyond lib/config/rules.ts (see convertConfigValue)
 * @returns only the keys that are set
 * @throws ConfigError when a value does not fit its key
 */
export function readEnvOverrides(env: Record<string, string | undefined>, defaults: Record<string, unknown>, extraRules: ConfigRules = {}): Record<string, unknown> {
  const entries: [string, unknown][] = []
  for (const [key, example] of Object.entries(defaults)) {
    const name = envVariableNames(key).find((candidate) => (env[candidate] ?? '').trim() !== '')
    if (name === undefined) continue
    entries.push([key, convertConfigValue(key, env[name] ?? '', example, 'env', name, extraRules)])
  }
  return Object.fromEntries(entries)
}
