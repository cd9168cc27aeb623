import { convertConfigValue } from './convert-config-value'

/**
 * Converts the key / value pairs of the Notion Config rows. Known keys take their default's type;
 * keys the defaults do not name convert by shape (see autoConvert). Names are trimmed, and an
 * empty value counts as not set, as in the environment.
 *
 * @param defaults the site defaults merged with the themes' defaults
 * @throws ConfigError when a value does not fit its key
 */
export function convertRemoteConfig(raw: Record<string, string>, defaults: Record<string, unknown>): Record<string, unknown> {
  const entries: [string, unknown][] = []
  for (const [name, value] of Object.entries(raw)) {
    const key = name.trim()
    if (key === '' || typeof value !== 'string' || value.trim() === '') continue
    const example = Object.hasOwn(defaults, key) ? defaults[key] : undefined
    entries.push([key, convertConfigValue(key, value, example, 'remote')])
  }
  return Object.fromEntries(entries)
}
