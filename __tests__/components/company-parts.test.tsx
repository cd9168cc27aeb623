/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, withRemote } from './test-utils'
import { screen } from '@testing-library/react'
import { ContactDetails } from '@/components/widgets/ContactDetails'
import { contactHref } from '@/components/widgets/ContactLinks'
import { InquiryLink } from '@/components/widgets/InquiryLink'
import { NavItem } from '@/components/nav/NavItem'
import { SearchScreen } from '@/components/search/SearchScreen'
import type { MenuLink } from '@/lib/site/types'

beforeEach(() => resetRouter())

const CONTACTS = {
  CONTACT_WHATSAPP: 'https://wa.me/15550100',
  CONTACT_TELEGRAM: 'https://t.me/quire',
  CONTACT_EMAIL: 'sales@example.com',
  CONTACT_PHONE: '+1 (555) 0100'
}

describe('contactHref', () => {
  it('makes an e-mail a mailto: link, a phone a tel: link of its digits, and refuses what the URL rule refuses', () => {
    expect(contactHref('CONTACT_EMAIL', 'me@example.com')).toBe('mailto:me@example.com')
    expect(contactHref('CONTACT_PHONE', '+1 (555) 0100')).toBe('tel:+15550100')
    expect(contactHref('CONTACT_WHATSAPP', 'https://wa.me/15550100')).toBe('https://wa.me/15550100')
    expect(contactHref('CONTACT_GITHUB', 'javascript:alert(1)')).toBeNull()
  })
})

describe('ContactDetails', () => {
  it('shows the set channels in order: icons named for readers, the e-mail and the phone written out', () => {
    renderWithGlobal(<ContactDetails keys={['CONTACT_WHATSAPP', 'CONTACT_TELEGRAM', 'CONTACT_EMAIL', 'CONTACT_PHONE', 'CONTACT_GITHUB']} />, withRemote(CONTACTS))
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['WhatsApp', 'Telegram', 'sales@example.com', '+1 (555) 0100'])
    expect(screen.getByText('WhatsApp')).toHaveClass('sr-only')
    expect(links[0]).toHaveAttribute('target', '_blank')
    expect(links[2]).toHaveAttribute('href', 'mailto:sales@example.com')
    expect(links[3]).toHaveAttribute('href', 'tel:+15550100')
    expect(links[3]).not.toHaveAttribute('target')
  })

  it('is nothing when none of its channels is set', () => {
    const { container } = renderWithGlobal(<ContactDetails keys={['CONTACT_WHATSAPP', 'CONTACT_PHONE']} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('InquiryLink', () => {
  it('writes to CONTACT_EMAIL about the subject', () => {
    renderWithGlobal(<InquiryLink subject="Lamp & shade" />, withRemote(CONTACTS))
    expect(screen.getByRole('link', { name: 'Ask about this' })).toHaveAttribute('href', 'mailto:sales@example.com?subject=Lamp%20%26%20shade')
  })

  it('is nothing without an e-mail address', () => {
    const { container } = renderWithGlobal(<InquiryLink subject="Lamp" />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('NavItem current page', () => {
  const link = (href: string): MenuLink => ({ id: href, name: href, href, icon: '', target: '_self', show: true, subMenus: [] })

  it('marks the entry of the page shown, or of the section it is in, whatever the query', () => {
    resetRouter({ theme: 'commerce' }, '/category/Guides?theme=commerce')
    renderWithGlobal(
      <>
        <NavItem link={link('/category')} />
        <NavItem link={link('/')} />
        <NavItem link={link('/archive')} />
      </>
    )
    expect(screen.getByRole('link', { name: '/category' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: '/' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: '/archive' })).not.toHaveAttribute('aria-current')
  })

  it('marks home on the home page only', () => {
    renderWithGlobal(<NavItem link={link('/')} />)
    expect(screen.getByRole('link', { name: '/' })).toHaveAttribute('aria-current', 'page')
  })
})

describe('SearchScreen', () => {
  const categories = [{ name: 'Guides', count: 2 }]
  const tags = [{ name: 'Notion', color: 'blue', count: 3 }]

  it('before a search: the box, then the categories and the tags', () => {
    renderWithGlobal(<SearchScreen keyword="" categories={categories} tags={tags} results={<p>found</p>} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search')
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '#Notion' })).toHaveAttribute('href', '/tag/Notion')
    expect(screen.queryByText('found')).toBeNull()
  })

  it('with a keyword: the box holding it, then the results in place of the lists', () => {
    renderWithGlobal(<SearchScreen keyword="notion" categories={categories} tags={tags} results={<p>found</p>} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results')
    expect(screen.getByRole('searchbox')).toHaveValue('notion')
    expect(screen.getByText('found')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Categories' })).toBeNull()
  })
})
