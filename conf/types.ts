/**
 * Shapes of the config layer. Every value is plain JSON so that any key can also arrive as a
 * string (an environment variable or a Notion Config row) and travel in page props.
 */

/** A value a config key may hold. No null or undefined: a string can never say "nothing" unambiguously. */
export type ConfigValue = string | number | boolean | ConfigValue[] | { [key: string]: ConfigValue }

/** Where an override came from, so an error can say which place to fix. */
export type ConfigSource = 'env' | 'remote' | 'theme'

/** A check beyond the value's kind (a choice list, a range), with the words an error shows. */
export interface ConfigRule {
  /** Completes "expected ...", e.g. `one of light, dark, auto`. */
  expected: string
  test: (value: unknown) => boolean
}

/**
 * The type of a config object as its defaults spell it, with `true` and `false` widened to boolean
 * (inference keeps boolean literals, which would forbid overriding them).
 */
export type WidenConfig<T> = {
  [K in keyof T]: T[K] extends boolean ? boolean : T[K] extends object ? WidenConfig<T[K]> : T[K]
}
