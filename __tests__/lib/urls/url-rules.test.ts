import { parseUrl } from '@/lib/urls/parse-url'
import { safeUrl, type UrlUse } from '@/lib/urls/safe-url'

describe('safeUrl: the one rule for hrefs and srcs from Notion and config (docs/behaviour.md §5)', () => {
  const GOOD: Array<[string, UrlUse[]]> = [
    ['https://example.com/a?b=1#c', ['link', 'image', 'frame']],
    ['http://example.com', ['link', 'image', 'frame']],
    ['HTTPS://EXAMPLE.COM', ['link', 'image', 'frame']],
    ['/article/x', ['link', 'image', 'frame']],
    ['/', ['link', 'image', 'frame']],
    ['/demo/files/handbook.pdf', ['link', 'image', 'frame']],
    ['  https://example.com  ', ['link', 'image', 'frame']],
    ['mailto:a@example.com', ['link']],
    ['tel:+33123456789', ['link']],
    ['#a-heading', ['link']],
    ['data:image/png;base64,iVBORw0KGgo=', ['image']],
    ['data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>', ['image']]
  ]
  const USES: UrlUse[] = ['link', 'image', 'frame']

  it.each(GOOD)('%s is usable as %j, and nothing else', (url, uses) => {
    for (const use of USES) expect([use, safeUrl(url, use)]).toEqual([use, uses.includes(use) ? url.trim() : null])
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:application/pdf;base64,AA',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/1',
    '//evil.example/x',
    '/\\evil.example/x',
    'example.com',
    'article/x',
    'https:example.com',
    'http:/example.com',
    '',
    '   '
  ])('%j is refused for every use', (url) => {
    for (const use of USES) expect([use, safeUrl(url, use)]).toEqual([use, null])
  })

  it('takes a link by default and refuses what is not a string', () => {
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c')
    expect(safeUrl(undefined)).toBeNull()
    expect(safeUrl(null, 'image')).toBeNull()
  })
})

describe('parseUrl (docs/behaviour.md §5)', () => {
  it('parses a full URL', () => {
    expect(parseUrl('https://example.com/a?b=1')?.href).toBe('https://example.com/a?b=1')
  })
  it('rejects strings holding spaces, even in lenient mode', () => {
    expect(parseUrl('https://exa mple.com')).toBeNull()
    expect(parseUrl('example .com', { lenient: true })).toBeNull()
  })
  it('rejects a bare host unless lenient, which retries with https://', () => {
    expect(parseUrl('example.com/page')).toBeNull()
    expect(parseUrl('example.com/page', { lenient: true })?.href).toBe('https://example.com/page')
  })
  it('gives null for nothing', () => {
    expect(parseUrl('')).toBeNull()
    expect(parseUrl(undefined, { lenient: true })).toBeNull()
  })
})

