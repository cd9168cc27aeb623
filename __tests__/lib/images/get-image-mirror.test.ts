import { imageMirrorEnabled, imageOriginOf } from '@/lib/images/get-image-mirror'

const LIVE = { NOTION_PAGE_ID: '0123456789abcdef0123456789abcdef' }

describe("where the mirror asks Notion's image service", () => {
  test("notion.so, or NOTION_HOST when the owner runs a proxy of it (either variable name, no trailing slash)", () => {
    expect(imageOriginOf(LIVE)).toBe('https://www.notion.so')
    expect(imageOriginOf({ ...LIVE, NOTION_HOST: 'https://notion.example.org/' })).toBe('https://notion.example.org')
    expect(imageOriginOf({ ...LIVE, NEXT_PUBLIC_NOTION_HOST: 'https://img.example.org' })).toBe('https://img.example.org')
  })
  test("a site reading Notion's web API from another server asks that server", () => {
    expect(imageOriginOf({ ...LIVE, NOTION_HOST: 'https://notion.example.org', NOTION_API_BASE_URL: 'http://127.0.0.1:4318/api/v3' })).toBe('http://127.0.0.1:4318')
  })
  test('a NOTION_HOST that is no origin is an error naming it', () => {
    expect(() => imageOriginOf({ ...LIVE, NOTION_HOST: 'notion.example.org/images' })).toThrow(/NOTION_HOST/)
  })
})

describe('IMAGE_MIRROR', () => {
  test('on for a workspace read from Notion, off for the demo, and a value that is neither is an error', () => {
    expect(imageMirrorEnabled(LIVE)).toBe(true)
    expect(imageMirrorEnabled({})).toBe(false)
    expect(imageMirrorEnabled({ ...LIVE, IMAGE_MIRROR: 'off' })).toBe(false)
    expect(() => imageMirrorEnabled({ ...LIVE, IMAGE_MIRROR: 'maybe' })).toThrow('IMAGE_MIRROR must be on or off, got "maybe"')
  })
})
