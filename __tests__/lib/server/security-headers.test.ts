/**
 * Issue 37, finding 4: security headers on every response, set in one place (next.config.js reads
 * lib/server/security-headers.json), a policy the site's comment systems and embeds satisfy.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cspAllows, parseCsp, SECURITY_HEADERS } from '@/lib/server/security-headers'

type NextConfigFactory = (phase: string) => { headers?: () => Promise<Array<{ source: string; headers: Array<{ key: string; value: string }> }>> }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../../next.config.js') as NextConfigFactory

const SITE = 'https://blog.example.com'

describe('next.config.js', () => {
  const saved = process.env.QUIRE_EXPORT
  afterEach(() => {
    if (saved === undefined) delete process.env.QUIRE_EXPORT
    else process.env.QUIRE_EXPORT = saved
  })

  it('sends every security header with every path, from the one definition', async () => {
    delete process.env.QUIRE_EXPORT
    const rules = (await nextConfig('phase-production-server').headers?.()) ?? []
    expect(rules).toHaveLength(1)
    expect(rules[0]?.source).toBe('/:path*')
    const sent = Object.fromEntries(rules[0]!.headers.map((header) => [header.key, header.value]))
    expect(sent).toEqual(SECURITY_HEADERS)
    for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Referrer-Policy', 'X-Content-Type-Options', 'Permissions-Policy']) expect(sent[name]).toBeTruthy()
  })

  it('a static export gets none from Next (it cannot send them): out/_headers carries them', () => {
    process.env.QUIRE_EXPORT = '1'
    expect(nextConfig('phase-production-build').headers).toBeUndefined()
  })
})

describe('the policy', () => {
  const enforced = SECURITY_HEADERS['Content-Security-Policy'] ?? ''
  const reported = SECURITY_HEADERS['Content-Security-Policy-Report-Only'] ?? ''

  it('no other site may frame a page (the password form included): frame-ancestors and X-Frame-Options', () => {
    expect(parseCsp(enforced).get('frame-ancestors')).toEqual(["'self'"])
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff')
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })

  it('the enforced policy restricts no loads: themes, comment systems and embeds work as before', () => {
    // form-action too: the landing, starter and next themes post their newsletter and contact forms to other services.
    for (const directive of ['default-src', 'script-src', 'style-src', 'img-src', 'connect-src', 'frame-src', 'font-src', 'media-src', 'form-action']) {
      expect(parseCsp(enforced).has(directive)).toBe(false)
    }
  })

  /** Every https host the comment systems, analytics and widgets name in their code. */
  function hostsNamedIn(dirs: string[]): string[] {
    const hosts = new Set<string>()
    const visit = (file: string) => {
      for (const match of readFileSync(file, 'utf8').matchAll(/https:\/\/[a-z0-9.-]+\.[a-z]{2,}/gi)) hosts.add(match[0])
    }
    for (const dir of dirs) {
      const full = path.resolve(dir)
      if (full.endsWith('.ts') || full.endsWith('.tsx')) visit(full)
      else for (const entry of readdirSync(full)) if (/\.tsx?$/.test(entry)) visit(path.join(full, entry))
    }
    return [...hosts]
  }

  it('the full policy (report-only) lets every comment system and script host the code names load, frame and connect', () => {
    const hosts = hostsNamedIn(['components/comments', 'components/external/external-scripts.ts', 'conf/comment.ts', 'conf/analytics.ts'])
    expect(hosts.length).toBeGreaterThan(5)
    expect(hosts).toEqual(expect.arrayContaining(['https://utteranc.es', 'https://cusdis.com', 'https://cdn.jsdelivr.net']))
    for (const host of [...hosts, 'https://giscus.app', 'https://www.youtube-nocookie.com', 'https://player.bilibili.com']) {
      for (const directive of ['script-src', 'frame-src', 'connect-src', 'style-src', 'img-src']) expect([host, directive, cspAllows(reported, directive, `${host}/x`, SITE)]).toEqual([host, directive, true])
    }
    // The site's own scripts, its inline first-paint scripts' origin, and its kept images.
    expect(cspAllows(reported, 'script-src', '/_next/static/chunks/a.js', SITE)).toBe(true)
    expect(cspAllows(reported, 'img-src', '/api/img/a.webp', SITE)).toBe(true)
    expect(parseCsp(reported).get('script-src')).toContain("'unsafe-inline'")
    // What it would block: plain-http scripts and plugins.
    expect(cspAllows(reported, 'script-src', 'http://evil.example/x.js', SITE)).toBe(false)
    expect(parseCsp(reported).get('object-src')).toEqual(["'none'"])
  })

  it('Permissions-Policy leaves what embeds use (fullscreen, autoplay, picture-in-picture, gamepad) alone', () => {
    const policy = SECURITY_HEADERS['Permissions-Policy'] ?? ''
    for (const feature of ['fullscreen', 'autoplay', 'picture-in-picture', 'gamepad']) expect(policy).not.toContain(`${feature}=`)
    expect(policy).toContain('camera=()')
  })
})

describe('embed frames', () => {
  it('every iframe the site draws itself is sandboxed', () => {
    const files = ['components/marketing/VideoDialog.tsx', 'components/media/VideoEpisodes.tsx', 'components/media/PostLeadMedia.tsx', 'components/media/GameFrame.tsx']
    for (const file of files) {
      const source = readFileSync(path.resolve(file), 'utf8')
      const frames = source.match(/<iframe\b[\s\S]*?\/>/g) ?? []
      expect([file, frames.length > 0]).toEqual([file, true])
      for (const frame of frames) expect([file, /\ssandbox="[^"]*allow-scripts[^"]*"/.test(frame)]).toEqual([file, true])
    }
  })
})
