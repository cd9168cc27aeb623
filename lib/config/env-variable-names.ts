/**
 * Config keys that share a name with a variable the operating system, the shell or Node set on
 * their own. Such a key is read only from `NEXT_PUBLIC_<KEY>`: a machine's `LANG=C.UTF-8` is its
 * locale, not the site's language, and a `TZ` or `USER` says nothing about the blog either.
 */
export const OS_VARIABLE_NAMES: ReadonlySet<string> = new Set([
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'TZ',
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TERM',
  'PWD',
  'HOSTNAME',
  'TMPDIR',
  'EDITOR',
  'PORT',
  'NODE_ENV',
  'DEBUG',
  'CI'
])

/**
 * The environment variables that may set a config key, strongest first: `NEXT_PUBLIC_<KEY>`, then
 * `<KEY>` itself unless the name belongs to the operating system (see OS_VARIABLE_NAMES).
 */
export function envVariableNames(key: string): string[] {
  const prefixed = `NEXT_PUBLIC_${key}`
  return OS_VARIABLE_NAMES.has(key) ? [prefixed] : [prefixed, key]
}
