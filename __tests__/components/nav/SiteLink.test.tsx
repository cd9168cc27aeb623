/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react'
import { mockRouter, renderWithGlobal, resetRouter } from '../test-utils'
import { SiteLink } from '@/components/nav/SiteLink'

beforeEach(() => resetRouter())

describe('SiteLink', () => {
  it('carries the ?theme= query of the current URL across navigation (docs/behaviour.md §2)', () => {
    resetRouter({ theme: 'example' }, '/?theme=example')
    renderWithGlobal(<SiteLink href="/archive">Archive</SiteLink>)
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/archive?theme=example')
  })

  it('leaves links alone when the URL names no theme', () => {
    renderWithGlobal(<SiteLink href="/archive">Archive</SiteLink>)
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/archive')
  })

  it('does not carry a theme name that does not exist', () => {
    resetRouter({ theme: '<script>' })
    renderWithGlobal(<SiteLink href="/archive">Archive</SiteLink>)
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/archive')
  })

  it('opens other sites in a new tab safely, without the theme', () => {
    resetRouter({ theme: 'example' })
    renderWithGlobal(
      <SiteLink href="https://github.com/quire" target="_blank">
        GitHub
      </SiteLink>
    )
    const link = screen.getByRole('link', { name: 'GitHub' })
    expect(link).toHaveAttribute('href', 'https://github.com/quire')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', ''])('leaves the text of %j, unlinked', (href) => {
    const { container } = renderWithGlobal(
      <SiteLink href={href} className="menu-link">
        Somewhere
      </SiteLink>
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('span.menu-link')).toHaveTextContent('Somewhere')
  })

  it('links mailto:, tel: and #anchors', () => {
    renderWithGlobal(
      <>
        <SiteLink href="mailto:a@example.com">Mail</SiteLink>
        <SiteLink href="tel:+331">Call</SiteLink>
        <SiteLink href="#comments">Comments</SiteLink>
      </>
    )
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['mailto:a@example.com', 'tel:+331', '#comments'])
  })

  it('navigates through the router on a plain click, keeping the theme', () => {
    resetRouter({ theme: 'example' }, '/?theme=example')
    renderWithGlobal(<SiteLink href="/archive">Archive</SiteLink>)
    const link = screen.getByRole('link', { name: 'Archive' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(mockRouter.push).toHaveBeenCalledWith('/archive?theme=example')
  })

  it.each([
    ['a modifier key (new tab)', { ctrlKey: true }],
    ['the meta key', { metaKey: true }],
    ['shift (new window)', { shiftKey: true }],
    ['the middle button', { button: 1 }]
  ])('leaves %s to the browser', (_name, init) => {
    renderWithGlobal(<SiteLink href="/archive">Archive</SiteLink>)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
    screen.getByRole('link', { name: 'Archive' }).dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(mockRouter.push).not.toHaveBeenCalled()
  })

  it('leaves a link with another target to the browser', () => {
    renderWithGlobal(
      <SiteLink href="/archive" target="_blank">
        Archive
      </SiteLink>
    )
    fireEvent.click(screen.getByRole('link', { name: 'Archive' }))
    expect(mockRouter.push).not.toHaveBeenCalled()
  })

  it('calls its own onClick, and a handler that prevents the default keeps the router out', () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault())
    renderWithGlobal(
      <SiteLink href="/archive" onClick={onClick}>
        Archive
      </SiteLink>
    )
    fireEvent.click(screen.getByRole('link', { name: 'Archive' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(mockRouter.push).not.toHaveBeenCalled()
  })

  it('does not route links to other sites', () => {
    renderWithGlobal(<SiteLink href="https://example.com/">Out</SiteLink>)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    screen.getByRole('link', { name: 'Out' }).dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(mockRouter.push).not.toHaveBeenCalled()
  })
})

describe('withLocalePrefix', () => {
  it('writes the language site into the address, and leaves the default site alone', async () => {
    const { withLocalePrefix } = await import('@/components/nav/SiteLink')
    expect(withLocalePrefix('/archive', { locale: 'ja-JP', defaultLocale: 'default' })).toBe('/ja-JP/archive')
    expect(withLocalePrefix('/', { locale: 'ja-JP', defaultLocale: 'default' })).toBe('/ja-JP')
    expect(withLocalePrefix('/archive?theme=example', { locale: 'default', defaultLocale: 'default' })).toBe('/archive?theme=example')
    expect(withLocalePrefix('/archive', {})).toBe('/archive')
  })
})
