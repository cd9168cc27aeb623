/**
 * Type-level checks, enforced by `tsc --noEmit` (jest only strips types): the defaults give each
 * key a type an override can satisfy, and the literal unions stay narrow.
 */
import { defineConfig, type SiteConfig } from '@/lib/config'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
function assertType<T extends true>(): T | undefined {
  return undefined
}

assertType<Equal<SiteConfig['TITLE'], string>>()
assertType<Equal<SiteConfig['LANG'], string>>()
assertType<Equal<SiteConfig['THEME'], string>>()
assertType<Equal<SiteConfig['POSTS_PER_PAGE'], number>>()
assertType<Equal<SiteConfig['CAN_COPY'], boolean>>()
assertType<Equal<SiteConfig['ENABLE_RSS'], boolean>>()
assertType<Equal<SiteConfig['APPEARANCE'], 'light' | 'dark' | 'auto'>>()
assertType<Equal<SiteConfig['POST_LIST_STYLE'], 'page' | 'scroll'>>()
assertType<Equal<SiteConfig['APPEARANCE_DARK_TIME'], [number, number]>>()
assertType<Equal<SiteConfig['KEYWORDS'], string[]>>()
assertType<Equal<SiteConfig['FONT_URL'], string[]>>()
assertType<Equal<SiteConfig['POSTS_SHARE_SERVICES'], string[]>>()
assertType<Equal<SiteConfig['NOTION_PROPERTY_NAME']['title'], string>>()
assertType<Equal<SiteConfig['GALLERY_COLUMNS'], { maxWidth: number; columns: number }[]>>()

/** An override of every kind type-checks against the defaults' types. */
const overridden: SiteConfig = {
  ...({} as SiteConfig),
  TITLE: 'Mine',
  CAN_COPY: false,
  APPEARANCE: 'auto',
  APPEARANCE_DARK_TIME: [20, 7],
  KEYWORDS: ['one', 'two', 'three'],
  // @ts-expect-error not a post list style
  POST_LIST_STYLE: 'grid'
}

// @ts-expect-error a function is not a config value
defineConfig({ BAD: () => 1 })
// @ts-expect-error undefined is not a config value
defineConfig({ BAD: undefined })

test('defineConfig hands back the same object', () => {
  const group = { A: 1, B: ['x'] }
  expect(defineConfig(group)).toBe(group)
  expect(overridden.TITLE).toBe('Mine')
})
