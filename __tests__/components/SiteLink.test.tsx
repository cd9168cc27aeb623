/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from './test-utils'
import { screen } from '@testing-library/react'
import { SiteLink } from '@/components/SiteLink'

beforeEach(() => resetRouter())

describe('SiteLink', () => {
  it('carries the ?theme= query of the current URL across navigation (spec §2)', () => {
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
})
