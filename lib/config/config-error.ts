import type { ConfigSource } from '@/conf/types'

const SOURCE_LABEL: Record<ConfigSource, string> = {
  env: 'environment',
  remote: 'the Notion Config page',
  theme: 'theme config'
}

/** Long JSON values are cut in the message (the `value` field keeps all of it). */
const MESSAGE_VALUE_LIMIT = 200

/**
 * A config value that cannot become its key's type. Thrown, never caught by the config layer: a
 * build with a wrong setting must stop and say which key, which value and what was expected.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  readonly key: string
  readonly value: string
  readonly expected: string
  readonly source: ConfigSource
  /** The exact place, such as the variable name `NEXT_PUBLIC_POSTS_PER_PAGE`; empty when the source says enough. */
  readonly origin: string

  constructor(key: string, value: string, expected: string, source: ConfigSource, origin = '') {
    const shown = value.length > MESSAGE_VALUE_LIMIT ? `${value.slice(0, MESSAGE_VALUE_LIMIT)}...` : value
    const where = origin ? `${SOURCE_LABEL[source]} (${origin})` : SOURCE_LABEL[source]
    super(`Config ${key} from ${where} is ${JSON.stringify(shown)}, expected ${expected}`)
    this.key = key
    this.value = value
    this.expected = expected
    this.source = source
    this.origin = origin
  }
}
