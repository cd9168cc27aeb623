/** @jest-environment jsdom */
import { withSettings } from '../components/test-utils'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import { convertConfigValue } from '@/lib/config/convert-config-value'
import { ConfigError } from '@/lib/config/config-error'
import { allThemeRules } from '@/lib/themes/manifest'
import { THEMES } from '@/themes/manifests'
import CommerceRoot from '@/themes/commerce'
import COMMERCE_MANIFEST from '@/themes/commerce/theme'
import StarterRoot from '@/themes/starter'
import LandingRoot from '@/themes/landing'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

describe('starter home', () => {
  it('shows the three newest posts in its blog section, then More to the archive', async () => {
    await renderTheme(StarterRoot, 'starter', 'LayoutIndex', demo.index)
    expect(demo.index.posts.length).toBeGreaterThan(3)
    const blog = screen.getByRole('region', { name: 'Latest news' })
    const linked = (title: string) => within(blog).queryAllByRole('link', { name: new RegExp(title) }).length > 0
    expect(demo.index.posts.map((post) => linked(post.title))).toEqual(demo.index.posts.map((_post, index) => index < 3))
    expect(within(blog).queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    expect(within(blog).getByRole('link', { name: /All posts/ })).toHaveAttribute('href', '/archive?theme=starter')
  })

  it('holds the built-in message form, or the configured external form in a sandboxed frame instead', async () => {
    await renderTheme(StarterRoot, 'starter', 'LayoutIndex', demo.index)
    const contact = () => screen.getByRole('region', { name: 'Tell us what you are building' })
    expect(within(contact()).getByRole('form', { name: 'Send us a message' })).toBeInTheDocument()
    cleanup()
    await renderTheme(StarterRoot, 'starter', 'LayoutIndex', withSettings(demo.index, { STARTER_CONTACT_MSG_EXTERNAL_URL: 'https://forms.example.com/f/contact' }))
    const frame = within(contact()).getByTitle('Send us a message')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://forms.example.com/f/contact')
    expect(frame.getAttribute('sandbox')!.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-forms', 'allow-same-origin']))
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(within(contact()).queryByRole('form')).toBeNull()
  })
})

describe('landing home', () => {
  it('is the product page alone, the blog a button away; its latest posts only with LANDING_HOME_BLOG', async () => {
    await renderTheme(LandingRoot, 'landing', 'LayoutIndex', demo.index)
    const main = within(screen.getByRole('main'))
    const post = demo.index.posts[0]!
    expect(main.queryAllByRole('link', { name: new RegExp(post.title) })).toEqual([])
    expect(screen.queryByRole('region', { name: 'From the blog' })).toBeNull()
    expect(main.getByRole('link', { name: /Read the blog/ })).toHaveAttribute('href', '/archive?theme=landing')
    cleanup()
    await renderTheme(LandingRoot, 'landing', 'LayoutIndex', withSettings(demo.index, { LANDING_HOME_BLOG: true }))
    const blog = screen.getByRole('region', { name: 'From the blog' })
    expect(within(blog).getAllByRole('link', { name: new RegExp(post.title) })[0]).toHaveAttribute('href', `${post.href}?theme=landing`)
  })
})

describe('starter sign-in and sign-up', () => {
  it('sign-in has the banner, the card with "Forgot password?" and the provider buttons, which say they are not connected', async () => {
    await renderTheme(StarterRoot, 'starter', 'LayoutSignIn', demo.signIn)
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByText('Welcome back: sign in to manage your sites.')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Sign in' })
    expect(within(form).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/?theme=starter#contact')
    for (const provider of ['Facebook', 'Twitter', 'Google']) expect(within(form).getByRole('button', { name: `Continue with ${provider}` })).toBeInTheDocument()
    fireEvent.click(within(form).getByRole('button', { name: 'Continue with Google' }))
    expect(form).toHaveTextContent('This form is not connected yet, so nothing was sent.')
    expect(within(form).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?theme=starter')
  })

  it('a provider with an address is a link to it; sign-up asks for a name and has no "Forgot password?"', async () => {
    const providers = [{ name: 'GitHub', url: 'https://auth.example.com/github', colour: '#24292f', textColour: '' }]
    await renderTheme(StarterRoot, 'starter', 'LayoutSignUp', withSettings(demo.signUp, { STARTER_SIGN_PROVIDERS: providers }))
    const form = screen.getByRole('form', { name: 'Sign up' })
    expect(within(form).getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://auth.example.com/github')
    expect(within(form).getByLabelText('Name')).toBeInTheDocument()
    expect(within(form).queryByRole('link', { name: 'Forgot password?' })).toBeNull()
  })
})

describe('commerce home', () => {
  it('shows the first COMMERCE_HOME_POSTS_COUNT products with no pages', async () => {
    const all = demo.archive.archive.flatMap((group) => group.posts)
    const props = { ...demo.index, sitePosts: all.slice(0, 4) }
    await renderTheme(CommerceRoot, 'commerce', 'LayoutIndex', withSettings(props, { COMMERCE_HOME_POSTS_COUNT: 2 }))
    const main = within(screen.getByRole('main'))
    const products = main.getAllByRole('listitem').filter((item) => item.querySelector('article, h2, h3'))
    expect(products).toHaveLength(2)
    expect(products[0]).toHaveTextContent(all[0]!.title)
    expect(main.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('its manifest carries the first products in the home props', () => {
    const posts = demo.archive.archive.flatMap((group) => group.posts)
    const picked = COMMERCE_MANIFEST.homeSitePosts!({ posts, config: { ...COMMERCE_MANIFEST.config, COMMERCE_HOME_POSTS_COUNT: 3 }, categories: [] })
    expect(picked).toEqual(posts.slice(0, 3))
  })
})

describe('commerce footer', () => {
  it('shows the contact block (WhatsApp, e-mail, phone) and the QR picture with its caption when configured', async () => {
    const settings = { CONTACT_EMAIL: 'sales@example.com', CONTACT_PHONE: '+1 555 0100', CONTACT_WHATSAPP: 'https://wa.me/15550100', COMMERCE_FOOTER_RIGHT_IMG_URL: '/qr.png', COMMERCE_FOOTER_RIGHT_TEXT: 'Scan to chat' }
    await renderTheme(CommerceRoot, 'commerce', 'LayoutIndex', withSettings(demo.index, settings))
    const contact = within(screen.getByRole('contentinfo')).getByRole('region', { name: 'Contact us' })
    expect(within(contact).getByRole('link', { name: /sales@example.com/ })).toHaveAttribute('href', 'mailto:sales@example.com')
    expect(within(contact).getByRole('link', { name: /\+1 555 0100/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/))
    expect(within(contact).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/15550100')
    const figure = within(screen.getByRole('contentinfo')).getByRole('figure')
    expect(within(figure).getByRole('img')).toHaveAttribute('src', '/qr.png')
    expect(figure).toHaveTextContent('Scan to chat')
  })

  it('has no contact block or picture when none is configured', async () => {
    await renderTheme(CommerceRoot, 'commerce', 'LayoutIndex', withSettings(demo.index, { CONTACT_EMAIL: '', CONTACT_PHONE: '', CONTACT_WHATSAPP: '', CONTACT_TELEGRAM: '' }))
    expect(within(screen.getByRole('contentinfo')).queryByRole('region', { name: 'Contact us' })).toBeNull()
    expect(within(screen.getByRole('contentinfo')).queryByRole('figure')).toBeNull()
  })
})

describe("the themes' own config checks", () => {
  const rules = allThemeRules(THEMES)
  const convert = (key: string, raw: string, example: unknown) => convertConfigValue(key, raw, example, 'env', key, rules)

  it('a home count must be a whole number in range, naming the key', () => {
    expect(convert('COMMERCE_HOME_POSTS_COUNT', '12', 9)).toBe(12)
    expect(() => convert('COMMERCE_HOME_POSTS_COUNT', '0', 9)).toThrow(ConfigError)
    expect(() => convert('COMMERCE_HOME_POSTS_COUNT', '2.5', 9)).toThrow(/COMMERCE_HOME_POSTS_COUNT/)
    expect(() => convert('STARTER_BLOG_COUNT', '-1', 3)).toThrow(/STARTER_BLOG_COUNT/)
  })

  it('an external form must be https or a site path', () => {
    expect(convert('STARTER_CONTACT_MSG_EXTERNAL_URL', 'https://forms.example.com/f/1', '')).toBe('https://forms.example.com/f/1')
    expect(convert('STARTER_CONTACT_MSG_EXTERNAL_URL', '', '')).toBe('')
    expect(() => convert('STARTER_CONTACT_MSG_EXTERNAL_URL', 'http://forms.example.com/f/1', '')).toThrow(/STARTER_CONTACT_MSG_EXTERNAL_URL/)
    expect(() => convert('STARTER_CONTACT_MSG_EXTERNAL_URL', 'javascript:alert(1)', '')).toThrow(ConfigError)
  })
})
