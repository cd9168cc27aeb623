/**
 * Checks beyond a value's kind, for keys where a well-typed value can still be wrong: a choice
 * list, a count that must be a whole number, a range. convertConfigValue applies them to every
 * override, so a bad value stops the build instead of breaking a page.
 */
import type { ConfigRule } from '@/conf/types'
import { safeUrl, type UrlUse } from '@/lib/urls/safe-url'
import { GISCUS_INPUT_POSITIONS } from '@/conf/comment'
import { IMAGE_FORMATS, IMG_URL_TYPES } from '@/conf/image'
import { POST_LIST_STYLES } from '@/conf/layout'
import { POST_SORT_ORDERS } from '@/conf/notion'
import { APPEARANCES } from '@/conf/site'
import { TIMING_CONFIG } from '@/conf/timing'

function oneOf(choices: readonly string[]): ConfigRule {
  return { expected: `one of ${choices.join(', ')}`, test: (value) => choices.includes(value as string) }
}

/** A whole number in a range: a count, seconds, pixels (exported for themes' configRules). */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): ConfigRule {
  const expected = max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`
  return { expected, test: (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max }
}

function numberBetween(min: number, max: number): ConfigRule {
  return { expected: `a number from ${min} to ${max}`, test: (value) => typeof value === 'number' && value >= min && value <= max }
}

/**
 * THEME's check: one of the themes that exist. conf/ does not know them (the registry is in themes/,
 * which conf/ never imports), so the server context adds this rule with the registry's names, sorted
 * as an error lists them.
 */
export function themeRule(names: readonly string[]): ConfigRule {
  return oneOf([...names].sort())
}

/** A BCP 47 tag such as zh-CN or en; catches a machine locale like C.UTF-8 passed by mistake. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

const languageTag: ConfigRule = {
  expected: 'a language tag such as zh-CN or en-US',
  test: (value) => typeof value === 'string' && LANGUAGE_TAG.test(value)
}

const hourPair: ConfigRule = {
  expected: 'two hours from 0 to 23, [start, end]',
  test: (value) => Array.isArray(value) && value.length === 2 && value.every((hour) => Number.isInteger(hour) && hour >= 0 && hour <= 23)
}

const galleryColumns: ConfigRule = {
  expected: 'an array of {"maxWidth": px, "columns": count}',
  test: (value) =>
    Array.isArray(value) &&
    value.every((entry) => {
      const { maxWidth, columns } = (entry ?? {}) as Record<string, unknown>
      return Number.isInteger(maxWidth) && Number.isInteger(columns) && (columns as number) >= 1
    })
}

/** An address the site links to or loads, held to the URL rule every href and src follows (safeUrl); empty for none. */
export function address(use: UrlUse, expected: string): ConfigRule {
  return { expected, test: (value) => value === '' || safeUrl(value as string, use) !== null }
}

/**
 * An address a frame of the site loads from a setting: a site path or https only, since the
 * Content-Security-Policy's frame-src (lib/server/security-headers.json) lets no plain-http frame in.
 */
export const frameAddress: ConfigRule = {
  expected: 'an https:// URL or a site path (/form.html), which the site shows in a frame',
  test: (value) => value === '' || (safeUrl(value as string, 'frame') !== null && !/^http:/i.test((value as string).trim()))
}

/** Images the site loads from a setting. */
const IMAGE_KEYS = ['AVATAR', 'BLOG_FAVICON', 'IMAGE_PLACEHOLDER']

/** An origin alone (scheme and host), as NOTION_HOST is: image addresses are built on it. */
const origin: ConfigRule = {
  expected: 'an http(s) origin such as https://www.notion.so, with no path',
  test: (value) => typeof value === 'string' && /^https?:\/\/[^/?#\s]+\/?$/i.test(value)
}
/** Profile links the contact list shows (CONTACT_EMAIL is an address, made a mailto: link). */
const CONTACT_LINK_KEYS = ['CONTACT_GITHUB', 'CONTACT_TWITTER', 'CONTACT_TELEGRAM', 'CONTACT_LINKEDIN', 'CONTACT_WEIBO', 'CONTACT_INSTAGRAM', 'CONTACT_BILIBILI', 'CONTACT_YOUTUBE', 'CONTACT_WHATSAPP']

/** Counts of things on a page: zero turns a section off, negatives and fractions mean nothing. */
const COUNT_KEYS = ['POST_RECOMMEND_COUNT', 'PREVIEW_CATEGORY_COUNT', 'PREVIEW_TAG_COUNT', 'LATEST_POST_COUNT', 'TOC_MIN_ITEMS']
/** Pixel sizes. */
const PIXEL_KEYS = ['TOC_ROW_HEIGHT', 'TOC_ACTIVE_HEADING_OFFSET', 'WIDGET_VISITOR_MAP_MIN_WIDTH', 'ZOOM_SCROLL_OFFSET', 'ZOOM_MARGIN']

/** AdSense's publisher id as its ad code writes it; a bare pub-... or a site URL would fill no unit. */
const adsensePublisher: ConfigRule = {
  expected: 'an AdSense publisher id, ca-pub- and its digits',
  test: (value) => value === '' || (typeof value === 'string' && /^ca-pub-\d+$/.test(value))
}
/** Ad unit ids are AdSense's digits; a whole <ins> snippet pasted by mistake is caught here. */
const ADSENSE_SLOT_KEYS = ['ADSENSE_GOOGLE_SLOT_IN_ARTICLE', 'ADSENSE_GOOGLE_SLOT_FLOW', 'ADSENSE_GOOGLE_SLOT_NATIVE', 'ADSENSE_GOOGLE_SLOT_AUTO']
const adsenseSlot: ConfigRule = {
  expected: "an ad unit's data-ad-slot, digits only",
  test: (value) => value === '' || (typeof value === 'string' && /^\d+$/.test(value))
}

export const CONFIG_RULES: Readonly<Record<string, ConfigRule>> = {
  LANG: languageTag,
  SINCE: wholeNumber(1900, 9999),
  APPEARANCE: oneOf(APPEARANCES),
  APPEARANCE_DARK_TIME: hourPair,
  POSTS_PER_PAGE: wholeNumber(1),
  ARCHIVE_POSTS_PER_PAGE: wholeNumber(1),
  POST_LIST_STYLE: oneOf(POST_LIST_STYLES),
  POST_PREVIEW_LINES: wholeNumber(0),
  ...Object.fromEntries(COUNT_KEYS.map((key) => [key, wholeNumber(0)])),
  ...Object.fromEntries(PIXEL_KEYS.map((key) => [key, wholeNumber(0)])),
  GALLERY_COLUMNS: galleryColumns,
  GALLERY_COLUMNS_MAX: wholeNumber(1),
  NEXT_REVALIDATE_SECOND: wholeNumber(1),
  PRERENDER_POST_COUNT: wholeNumber(0),
  POST_SORT_BY: oneOf(POST_SORT_ORDERS),
  COMMENT_GISCUS_INPUT_POSITION: oneOf(GISCUS_INPUT_POSITIONS),
  NOTION_HOST: origin,
  IMG_URL_TYPE: oneOf(IMG_URL_TYPES),
  IMAGE_COMPRESS_WIDTH: wholeNumber(1),
  IMAGE_ZOOM_IN_WIDTH: wholeNumber(1),
  IMAGE_QUALITY: wholeNumber(1, 100),
  IMAGE_FORMAT: oneOf(IMAGE_FORMATS),
  AD_VISIBILITY_THRESHOLD: numberBetween(0, 1),
  ADSENSE_GOOGLE_ID: adsensePublisher,
  ...Object.fromEntries(ADSENSE_SLOT_KEYS.map((key) => [key, adsenseSlot])),
  ...Object.fromEntries(Object.keys(TIMING_CONFIG).map((key) => [key, wholeNumber(0)])),
  ...Object.fromEntries(IMAGE_KEYS.map((key) => [key, address('image', 'an http(s) URL, a site path (/avatar.png) or a data:image/ URL')])),
  ...Object.fromEntries(CONTACT_LINK_KEYS.map((key) => [key, address('link', 'an http(s), mailto: or tel: URL, or a site path')])),
  COMMENT_WEBMENTION_AUTH: address('link', 'the http(s) URL of your GitHub or X profile'),
  RSS_POST_COUNT: wholeNumber(1)
}

