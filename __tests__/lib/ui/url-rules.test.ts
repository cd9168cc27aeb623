import { isValidUrl } from '@/lib/ui/is-valid-url'
import { formatNotionId, isNotionId } from '@/lib/ui/notion-id'
import { parseUrl } from '@/lib/ui/parse-url'

describe('isValidUrl (spec §5)', () => {
  it.each(['/', '/article/x', 'http://a.com', 'https://a.com/b?c=d', 'HTTPS://A.COM'])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true)
  })
  it.each(['', 'a.com', 'ftp://a.com', 'mailto:x@y.z', 'javascript:alert(1)', 'data:image/png;base64,AA'])('rejects %s', (url) => {
    expect(isValidUrl(url)).toBe(false)
  })
  it('rejects what is not a string', () => {
    expect(isValidUrl(undefined)).toBe(false)
    expect(isValidUrl(null)).toBe(false)
  })
})

describe('parseUrl (spec §5)', () => {
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

describe('Notion ids (spec §5)', () => {
  const bare = '0123456789abcdef0123456789ABCDEF'
  it('knows 32 hex characters, dashed or not', () => {
    expect(isNotionId(bare)).toBe(true)
    expect(isNotionId('01234567-89ab-cdef-0123-456789abcdef')).toBe(true)
  })
  it('refuses wrong lengths and non-hex characters', () => {
    expect(isNotionId(bare.slice(1))).toBe(false)
    expect(isNotionId(`${bare}0`)).toBe(false)
    expect(isNotionId('0123456789abcdef0123456789abcdeg')).toBe(false)
    expect(isNotionId(undefined)).toBe(false)
  })
  it('shows an id as 8-4-4-4-12, lower case', () => {
    expect(formatNotionId(bare)).toBe('01234567-89ab-cdef-0123-456789abcdef')
    expect(formatNotionId('not an id')).toBeNull()
  })
})
