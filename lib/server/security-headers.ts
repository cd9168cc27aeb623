import definition from './security-headers.json'

/** Header name → value, as every response carries them (lib/server/security-headers.json, the one place they are set). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = definition.headers

/** The directives of a Content-Security-Policy value: name → its sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/**
 * Whether `directive` of `policy` lets `url` load (or `default-src` when the directive is absent):
 * `'self'` against `siteOrigin`, a scheme source (`https:`), or a host source (`cdn.example.com`,
 * `*.example.com`, with a scheme). Enough of CSP to check the hosts the site's code names.
 */
export function cspAllows(policy: string, directive: string, url: string, siteOrigin: string): boolean {
  const directives = parseCsp(policy)
  const sources = directives.get(directive) ?? directives.get('default-src') ?? ['*']
  const target = new URL(url, siteOrigin)
  return sources.some((source) => {
    if (source === '*') return target.protocol === 'https:' || target.protocol === 'http:'
    if (source === "'self'") return target.origin === new URL(siteOrigin).origin
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase()
    const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)/i.exec(source)
    if (!host) return false
    if (host[1] && `${host[1].toLowerCase()}:` !== target.protocol) return false
    return host[2] ? target.hostname.endsWith(`.${host[3]}`) : target.hostname === host[3]
  })
}

/**
 * The `_headers` file Netlify and Cloudflare Pages read from a static export's root: the same
 * headers for every path. (GitHub Pages reads none: docs/security-headers.md.)
 */
export function headersFile(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`)
  return ['# Written by npm run export from lib/server/security-headers.json: edit that file, not this one.', '/*', ...lines, ''].join('\n')
}
