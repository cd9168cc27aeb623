/**
 * The typed config layer, for the server and tests. Browser code imports what it needs from its own
 * file (shipped-config: the server's resolved values over the defaults): this barrel drags the
 * converters and rules into a client chunk. The server-only reader of the environment lives in
 * lib/config/get-env-overrides.ts and is imported from there.
 */
export type { SiteConfig } from '@/blog.config'
export type { ConfigOverrides } from '@/lib/site/page-props'
export type { ConfigRule, ConfigSource, ConfigValue } from '@/conf/types'
export { DEFAULT_CONFIG } from './default-config'
export { ConfigError } from './config-error'
export { defineConfig } from '@/conf/define-config'
export { autoConvert } from './auto-convert'
export { convertConfigValue } from './convert-config-value'
export { envVariableNames, OS_VARIABLE_NAMES } from './env-variable-names'
export { readEnvOverrides } from './read-env-overrides'
export { convertRemoteConfig } from './convert-remote-config'
export { resolveConfig } from './resolve-config'
export { resolveThemeConfig } from './resolve-theme-config'
