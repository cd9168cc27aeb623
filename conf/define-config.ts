import type { ConfigValue, WidenConfig } from './types'

/**
 * Identity function that types a group of defaults: a value that is not plain JSON (a function,
 * undefined, null) is a compile error, and the key types are taken from the values themselves.
 * Literal unions are kept when written with `as`, e.g. `APPEARANCE: 'light' as Appearance`.
 */
export function defineConfig<T extends Record<string, ConfigValue>>(config: T): WidenConfig<T> {
  return config as WidenConfig<T>
}
