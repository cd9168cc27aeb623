/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, withRemote } from './test-utils'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useRef, useState } from 'react'
import { useClickOutside } from '@/components/hooks/use-click-outside'
import { LOCALES } from '@/lib/i18n'
import { MARKETING_TEXTS } from '@/lib/i18n/marketing'
import enUS from '@/lib/i18n/locales/en-US'
import { blogHeading } from '@/components/marketing/blog-heading'
import { BrandRow } from '@/components/marketing/BrandRow'
import { LinkGroups } from '@/components/marketing/LinkGroups'
import { CallToAction } from '@/components/marketing/CallToAction'
import { ContactForm } from '@/components/marketing/ContactForm'
import { FaqList } from '@/components/marketing/FaqList'
import { FeatureGrid } from '@/components/marketing/FeatureGrid'
import { FeatureTabs } from '@/components/marketing/FeatureTabs'
import { HeroBanner } from '@/components/marketing/HeroBanner'
import { NewsletterForm } from '@/components/marketing/NewsletterForm'
import { PricingPlans } from '@/components/marketing/PricingPlans'
import { TeamGrid } from '@/components/marketing/TeamGrid'
import { TestimonialList } from '@/components/marketing/TestimonialList'
import { validateForm } from '@/components/marketing/validate-form'
import { VideoModal } from '@/components/marketing/VideoModal'

jest.mock('@/components/hooks/use-hydrated', () => ({ useHydrated: () => true }))

const fetchMock = jest.fn()
beforeEach(() => {
  resetRouter()
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', type: 'email' as const, required: true },
  { name: 'message', label: 'Message', type: 'textarea' as const, minLength: 10 }
]

describe('the marketing texts', () => {
  it.each(LOCALES)('%s has every text, translated', (locale) => {
    const texts = MARKETING_TEXTS[locale]
    for (const key of Object.keys(MARKETING_TEXTS['en-US'])) expect({ key, ok: (texts as Record<string, string>)[key]?.trim() !== '' }).toEqual({ key, ok: true })
    if (locale !== 'en-US') expect(texts.NOT_CONNECTED).not.toBe(MARKETING_TEXTS['en-US'].NOT_CONNECTED)
  })
})

describe('validateForm', () => {
  it('names each wrong field in the visitor language and passes a good form', () => {
    expect(validateForm(FIELDS, { name: ' ', email: 'nobody', message: 'short' }, MARKETING_TEXTS['en-US'])).toEqual({
      name: 'Name is required.',
      email: 'Enter an email address such as name@example.com.',
      message: 'Message needs at least 10 characters.'
    })
    expect(validateForm(FIELDS, { name: '', email: '' }, MARKETING_TEXTS['fr-FR'])).toEqual({ name: 'Name est obligatoire.', email: 'Email est obligatoire.' })
    expect(validateForm(FIELDS, { name: 'Ada', email: 'ada@example.com', message: '' }, MARKETING_TEXTS['en-US'])).toEqual({})
  })
})

describe('NewsletterForm and ContactForm', () => {
  it('says what is wrong beside the field, and nothing is sent', () => {
    renderWithGlobal(<NewsletterForm action="https://forms.example/subscribe" label="Newsletter" />)
    const form = screen.getByRole('form', { name: 'Newsletter' })
    const email = within(form).getByLabelText('Email')
    fireEvent.input(email, { target: { value: 'not-an-address' } })
    fireEvent.submit(form)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter an email address such as name@example.com.')
    expect(document.activeElement).toBe(email)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('speaks the language of the site', () => {
    renderWithGlobal(<ContactForm action="" label="Contact" />, withRemote({ LANG: 'fr-FR' }))
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }))
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Nom est obligatoire.')
  })

  it('with no address configured, says the form is not connected instead of pretending to send', () => {
    renderWithGlobal(<ContactForm action="" label="Contact" />)
    const form = screen.getByRole('form', { name: 'Contact' })
    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Ada' } })
    fireEvent.input(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    fireEvent.input(within(form).getByLabelText('Message'), { target: { value: 'Hello there, Quire team!' } })
    fireEvent.submit(form)
    expect(within(form).getByRole('status')).toHaveTextContent('This form is not connected yet, so nothing was sent.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the fields as JSON to the configured address and says it is done', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 })
    renderWithGlobal(<NewsletterForm action="https://forms.example/subscribe" label="Newsletter" sentMessage="See you soon" />)
    const form = screen.getByRole('form', { name: 'Newsletter' })
    fireEvent.input(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    await act(async () => {
      fireEvent.submit(form)
    })
    expect(fetchMock).toHaveBeenCalledWith('https://forms.example/subscribe', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com' }) }))
    expect(within(form).getByRole('status')).toHaveTextContent('See you soon')
    expect(within(form).getByRole('button', { name: 'Subscribed' })).toBeInTheDocument()
  })

  it('says so when the address refuses', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500 })
    renderWithGlobal(<NewsletterForm action="/api/subscribe" label="Newsletter" />)
    const form = screen.getByRole('form', { name: 'Newsletter' })
    fireEvent.input(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    await act(async () => {
      fireEvent.submit(form)
    })
    expect(within(form).getByRole('alert')).toHaveTextContent('It could not be sent; please try again later.')
  })

  it('never posts to an address the URL rule refuses', () => {
    renderWithGlobal(<NewsletterForm action="javascript:alert(1)" label="Newsletter" />)
    const form = screen.getByRole('form', { name: 'Newsletter' })
    fireEvent.input(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    fireEvent.submit(form)
    expect(within(form).getByRole('status')).toHaveTextContent('not connected')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('VideoModal', () => {
  async function openVideo() {
    renderWithGlobal(
      <>
        <VideoModal src="https://video.example/embed/quire" title="Quire in two minutes">
          Watch the video
        </VideoModal>
        <button type="button">after</button>
      </>
    )
    const opener = screen.getByRole('button', { name: 'Watch the video' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Quire in two minutes' })
    return { opener, dialog }
  }

  it('plays the configured video in a dialog that closes with Escape and gives focus back', async () => {
    const { opener, dialog } = await openVideo()
    expect(within(dialog).getByTitle('Quire in two minutes')).toHaveAttribute('src', 'https://video.example/embed/quire')
    fireEvent.keyDown(window, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('closes with its close button and with a click outside', async () => {
    const { dialog } = await openVideo()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Watch the video' }))
    const again = await screen.findByRole('dialog')
    const outside = screen.getAllByRole('button', { name: 'Close' }).find((button) => !again.contains(button))!
    fireEvent.click(outside)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps focus inside while open: Tab wraps from the last control to the first', async () => {
    // jsdom lays nothing out; the trap counts only elements with a box.
    const rects = jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList)
    const { dialog } = await openVideo()
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    const close = within(dialog).getByRole('button', { name: 'Close' })
    const player = within(dialog).getByTitle('Quire in two minutes')
    player.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(player)
    screen.getByRole('button', { name: 'after' }).focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    rects.mockRestore()
  })

  it('draws nothing without a video', () => {
    renderWithGlobal(<VideoModal src=" " title="x">Watch</VideoModal>)
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('the sections draw the data they are given', () => {
  it('features, tabs, plans, questions, people, logos and a call to action', () => {
    renderWithGlobal(
      <>
        <FeatureGrid items={[{ title: 'Write in Notion', text: 'Your pages are the site.', icon: 'feather', url: '/about', linkText: 'Learn more' }]} />
        <FeatureTabs label="Highlights" items={[{ title: 'One', text: 'a', image: '/one.svg' }, { title: 'Two', text: 'b', image: '/two.svg' }]} />
        <PricingPlans plans={[{ name: 'Team', price: '12', currency: '$', period: '/month', features: ['Five writers'], button: 'Choose Team', url: '/signup', tag: 'Popular' }]} featuresTitle="Includes" />
        <FaqList items={[{ question: 'Is it free?', answer: 'The reader is.' }]} mark="?" />
        <TeamGrid people={[{ name: 'Ada', role: 'Editor', avatar: '/ada.svg', links: [{ label: 'Ada on the web', url: 'https://ada.example' }] }]} />
        <BrandRow label="Who uses it" brands={[{ name: 'Northwind', image: '/n.svg', imageDark: '', url: '' }]} />
        <TestimonialList variant="cards" stars={5} items={[{ quote: 'It just works.', name: 'Lin', role: 'Writer', avatar: '', url: 'https://lin.example', handle: '@lin' }]} />
        <CallToAction title="Start today" text="It takes a minute." button="Get started" url="/signup" />
      </>
    )
    expect(screen.getByRole('heading', { name: 'Write in Notion' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/about')
    const tabs = screen.getByRole('group', { name: 'Highlights' })
    expect(within(tabs).getByRole('button', { name: /One/ })).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(within(tabs).getByRole('button', { name: /Two/ }))
    expect(within(tabs).getByRole('button', { name: /Two/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('img', { name: 'Two' })).toBeVisible()
    expect(screen.getByAltText('One')).not.toBeVisible()
    expect(screen.getByText('Popular')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Choose Team' })).toHaveAttribute('href', '/signup')
    expect(screen.getByText('Is it free?')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ada on the web' })).toHaveAttribute('href', 'https://ada.example')
    expect(screen.getByRole('img', { name: 'Northwind' })).toHaveAttribute('src', '/n.svg')
    expect(screen.getByText('It just works.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '@lin' })).toHaveAttribute('href', 'https://lin.example')
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup')
  })
})

describe('HeroBanner', () => {
  const actions = [
    { text: 'Start', href: '/signup', className: 'primary' },
    { text: '', href: '/hidden', className: 'secondary' },
    { text: 'Docs', href: '/docs', className: 'secondary' }
  ]

  it('is the page heading, its lead, the buttons that have text, and the picture fetched first with what lies over it', () => {
    renderWithGlobal(
      <HeroBanner title="Publish from Notion" text="A site in a minute." actions={actions} image="/hero.png" imageAlt="The editor" backdrop={<span data-testid="shapes" />}>
        <button type="button">Watch</button>
      </HeroBanner>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Publish from Notion' })).toBeInTheDocument()
    expect(screen.getByText('A site in a minute.')).toBeInTheDocument()
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Start', '/signup'],
      ['Docs', '/docs']
    ])
    expect(screen.getByRole('link', { name: 'Start' })).toHaveClass('primary')
    const picture = screen.getByRole('img', { name: 'The editor' })
    expect(picture).toHaveAttribute('src', '/hero.png')
    expect(picture).toHaveAttribute('fetchpriority', 'high')
    expect(picture.parentElement).toContainElement(screen.getByRole('button', { name: 'Watch' }))
    expect(screen.getByTestId('shapes')).toBeInTheDocument()
  })

  it('draws no picture, and nothing meant to lie over it, for a missing or refused address', () => {
    for (const image of [undefined, 'javascript:alert(1)', 'data:text/html,hi']) {
      const { unmount } = renderWithGlobal(
        <HeroBanner title="Publish" actions={[]} image={image}>
          <button type="button">Watch</button>
        </HeroBanner>
      )
      expect(screen.queryByRole('img')).toBeNull()
      expect(screen.queryByRole('button', { name: 'Watch' })).toBeNull()
      expect(screen.queryByRole('link')).toBeNull()
      unmount()
    }
  })
})

describe('useClickOutside', () => {
  function Menu() {
    const [open, setOpen] = useState(true)
    const ref = useRef<HTMLDivElement>(null)
    useClickOutside(ref, open, () => setOpen(false))
    return (
      <>
        <div ref={ref}>{open ? <button type="button">in the menu</button> : 'closed'}</div>
        <p>page</p>
      </>
    )
  }

  it('closes on a press outside, not inside', () => {
    render(<Menu />)
    fireEvent.pointerDown(screen.getByRole('button', { name: 'in the menu' }))
    expect(screen.getByRole('button', { name: 'in the menu' })).toBeInTheDocument()
    fireEvent.pointerDown(screen.getByText('page'))
    expect(screen.getByText('closed')).toBeInTheDocument()
  })
})

describe('blogHeading and LinkGroups', () => {
  it('names a category, a tag, or the blog and its page', () => {
    expect(blogHeading(enUS, 'From the blog', { category: 'Guides', page: 1 })).toBe('Category: Guides')
    expect(blogHeading(enUS, 'From the blog', { tag: 'Notion', page: 1 })).toBe('Tag: #Notion')
    expect(blogHeading(enUS, 'From the blog', { page: 2 })).toBe('From the blog · Page 2')
    expect(blogHeading(enUS, 'From the blog', { page: 1 })).toBe('From the blog')
  })

  it('draws each group as a navigation named by its title', () => {
    renderWithGlobal(<LinkGroups groups={[{ title: 'Product', links: [{ title: 'Pricing', url: '/#pricing' }] }]} />)
    expect(within(screen.getByRole('navigation', { name: 'Product' })).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing')
  })
})
