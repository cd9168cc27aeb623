/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, withRemote } from '../test-utils'
import { screen, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as simpleIcons from 'simple-icons'
import { ShareButtons } from '@/components/share/ShareButtons'
import { SHARE_ICONS } from '@/components/share/share-icons'
import { LOCALES } from '@/lib/i18n'
import { SHARE_SERVICES, type ShareService } from '@/lib/urls/share-url'
import { contrast } from '../../fixtures/contrast'

const post = { title: 'Hello', summary: 'First', href: '/article/hello' }

/** The simple-icons export each brand service must draw, looked up in the package itself. */
const BRAND_EXPORTS: Partial<Record<ShareService, keyof typeof simpleIcons>> = {
  wechat: 'siWechat',
  qq: 'siQq',
  weibo: 'siSinaweibo',
  facebook: 'siFacebook',
  twitter: 'siX',
  telegram: 'siTelegram',
  messenger: 'siMessenger',
  line: 'siLine',
  reddit: 'siReddit',
  whatsapp: 'siWhatsapp'
}

const ENGLISH_NAMES: Record<ShareService, string> = {
  link: 'Copy link',
  wechat: 'Share on WeChat',
  qq: 'Share on QQ',
  weibo: 'Share on Weibo',
  email: 'Share by email',
  facebook: 'Share on Facebook',
  twitter: 'Share on X (Twitter)',
  telegram: 'Share on Telegram',
  messenger: 'Share on Messenger',
  line: 'Share on LINE',
  reddit: 'Share on Reddit',
  whatsapp: 'Share on WhatsApp',
  linkedin: 'Share on LinkedIn'
}

function shareElement(service: ShareService): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-share="${service}"]`)
  if (!element) throw new Error(`no button for ${service}`)
  return element
}

beforeEach(() => resetRouter())

describe('ShareButtons: round icon buttons in brand colours (issue 35, item 7)', () => {
  it.each(SHARE_SERVICES.map((service) => [service]))('%s: a named button with a tooltip and nothing but its icon', (service) => {
    renderWithGlobal(<ShareButtons post={post} />)
    const element = screen.getByRole(service === 'link' || service === 'wechat' ? 'button' : 'link', { name: ENGLISH_NAMES[service] })
    expect(element).toHaveAttribute('data-share', service)
    expect(element).toHaveAttribute('title', ENGLISH_NAMES[service])
    expect(element).toHaveTextContent(service === 'linkedin' ? /^in$/ : /^$/) // the name is no visible text
    const glyph = element.querySelector('svg, span')
    expect(glyph).not.toBeNull()
    expect(glyph).toHaveAttribute('aria-hidden', 'true')
  })

  it.each(Object.entries(BRAND_EXPORTS))("%s draws simple-icons' %s mark on its brand colour", (service, exportName) => {
    renderWithGlobal(<ShareButtons post={post} />)
    const icon = simpleIcons[exportName as keyof typeof simpleIcons] as { hex: string; svg: string }
    const element = shareElement(service as ShareService)
    // The mark is the site's file, drawn as a mask; the file is simple-icons' own SVG of the brand.
    const glyph = element.querySelector<HTMLElement>('span[aria-hidden="true"]')
    const file = /url\("([^"]+)"\)/.exec(glyph?.style.getPropertyValue('mask') || glyph?.getAttribute('style') || '')?.[1]
    expect(file).toBe(`/share-icons/${service}.svg`)
    expect(readFileSync(path.join(process.cwd(), 'public', file!), 'utf8').trim()).toBe(icon.svg)
    expect(element.querySelector('svg')).toBeNull()
    expect(element.style.getPropertyValue('--share-bg').toUpperCase()).toBe(`#${icon.hex}`.toUpperCase())
  })

  it('draws copy-link and email with lucide icons and LinkedIn with its letters, on their own colours', () => {
    renderWithGlobal(<ShareButtons post={post} />)
    expect(shareElement('link').querySelector('svg')).toHaveClass('lucide-link')
    expect(shareElement('email').querySelector('svg')).toHaveClass('lucide-mail')
    expect(shareElement('linkedin').querySelector('svg text')).toHaveTextContent('in')
    expect(shareElement('linkedin').style.getPropertyValue('--share-bg')).toBe('#0A66C2')
  })

  it('gives every glyph at least 4.5:1 against its button', () => {
    renderWithGlobal(<ShareButtons post={post} />)
    for (const service of SHARE_SERVICES) {
      const element = shareElement(service)
      const background = element.style.getPropertyValue('--share-bg')
      const glyph = element.style.getPropertyValue('--share-fg')
      expect(background).toMatch(/^#[0-9A-Fa-f]{6}$/)
      expect(glyph).toMatch(/^#(FFFFFF|000000)$/)
      expect(contrast(glyph, background)).toBeGreaterThanOrEqual(4.5)
    }
    // The light greens need a black glyph: white on them reads under 3:1.
    expect(shareElement('wechat').style.getPropertyValue('--share-fg')).toBe('#000000')
    expect(shareElement('twitter').style.getPropertyValue('--share-fg')).toBe('#FFFFFF')
  })

  it('paints the colours through the default button classes, which a theme can replace', () => {
    const { unmount } = renderWithGlobal(<ShareButtons post={post} />)
    expect(shareElement('reddit')).toHaveClass('rounded-full', 'h-9', 'w-9', 'bg-[var(--share-bg)]', 'text-[var(--share-fg)]')
    unmount()
    renderWithGlobal(<ShareButtons post={post} classNames={{ button: 'theme-share' }} />)
    expect(shareElement('reddit')).toHaveAttribute('class', 'theme-share')
    expect(shareElement('reddit').style.getPropertyValue('--share-bg')).toBe(`#${SHARE_ICONS.reddit.background.slice(1)}`)
  })

  it.each(LOCALES.map((locale) => [locale]))('%s: every button has its own translated name', async (locale) => {
    resetRouter({ lang: locale })
    renderWithGlobal(<ShareButtons post={post} />, withRemote({ LANG: locale }))
    const bar = await screen.findByRole('region')
    const names = SHARE_SERVICES.map((service) => shareElement(service).getAttribute('aria-label') ?? '')
    expect(new Set(names).size).toBe(SHARE_SERVICES.length)
    for (const name of names) expect(name.trim()).not.toBe('')
    if (locale !== 'en-US') expect(names).not.toContain(ENGLISH_NAMES.email)
    expect(within(bar).getAllByRole('link').length + within(bar).getAllByRole('button').length).toBe(SHARE_SERVICES.length)
  })
})
