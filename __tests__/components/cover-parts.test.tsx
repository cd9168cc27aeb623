/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, withRemote } from './test-utils'
import { fireEvent, screen } from '@testing-library/react'
import { ContactToggle } from '@/components/widgets/ContactToggle'
import { CoverPlaceholder, placeholderWash } from '@/components/media/CoverPlaceholder'
import { FloatingTools } from '@/components/widgets/FloatingTools'
import { PostCard } from '@/components/list/PostCard'
import { postSummaryOf } from '../fixtures/post'

beforeEach(() => resetRouter())

const bare = postSummaryOf({ id: 'p2', title: 'plain words', href: '/article/plain-words', pageCover: '', pageCoverThumbnail: '' })

describe('CoverPlaceholder', () => {
  it('picks the same wash for the same text, and draws the initial out of the reading order', () => {
    expect(placeholderWash('Choosing a theme')).toBe(placeholderWash('Choosing a theme'))
    const { container } = renderWithGlobal(<CoverPlaceholder seed="plain words" className="h-40" />)
    const box = container.firstElementChild!
    expect(box).toHaveAttribute('aria-hidden', 'true')
    expect(box).toHaveTextContent('P')
    expect(box.className).toContain(placeholderWash('plain words'))
  })

  it('shows the page icon instead of the initial when there is one', () => {
    const { container } = renderWithGlobal(<CoverPlaceholder seed="plain words" icon="🎨" />)
    expect(container).toHaveTextContent('🎨')
    expect(container).not.toHaveTextContent('P')
  })
})

describe('PostCard placeholder', () => {
  it('draws a stand-in cover, linked out of the tab order, for a post with no cover and no fallback', () => {
    renderWithGlobal(<PostCard post={bare} placeholder />)
    const card = screen.getByRole('article')
    const standIn = card.querySelector('[data-placeholder]')!
    expect(standIn.closest('a')).toHaveAttribute('tabindex', '-1')
    expect(card.querySelector('img')).toBeNull()
  })

  it('prefers the fallback cover, and draws nothing without the option', () => {
    const { unmount } = renderWithGlobal(<PostCard post={bare} placeholder fallbackCover="/site.svg" />)
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/site.svg')
    unmount()
    renderWithGlobal(<PostCard post={bare} />)
    expect(screen.getByRole('article').querySelector('[data-placeholder], img')).toBeNull()
  })
})

describe('PostCard cover preview', () => {
  const preview = 'data:image/webp;base64,UklGRg=='
  it("draws the kept cover's blurred preview behind the image until it loads", () => {
    const kept = postSummaryOf({ id: 'p3', title: 'kept', href: '/article/kept', pageCover: '/api/img/ab-800.webp', pageCoverThumbnail: '/api/img/ab-800.webp', pageCoverPreview: preview })
    renderWithGlobal(<PostCard post={kept} />)
    const image = screen.getByRole('article').querySelector('img')!
    expect(image).toHaveAttribute('src', '/api/img/ab-800.webp')
    expect(image.style.backgroundImage).toContain(preview)
  })

  it('draws no preview behind a fallback cover, which is another picture', () => {
    renderWithGlobal(<PostCard post={{ ...bare, pageCoverPreview: preview }} fallbackCover="/site.svg" />)
    expect(screen.getByRole('article').querySelector('img')!.style.backgroundImage).toBe('')
  })
})

describe('ContactToggle', () => {
  it('is nothing when no contact is set', () => {
    const { container } = renderWithGlobal(<ContactToggle />)
    expect(container).toBeEmptyDOMElement()
  })

  it('folds the contact links out and away', () => {
    renderWithGlobal(<ContactToggle />, withRemote({ CONTACT_GITHUB: 'https://github.com/quire', CONTACT_EMAIL: 'me@example.com' }))
    const button = screen.getByRole('button', { name: 'Contact me' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'GitHub' })).toBeNull()
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/quire')
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:me@example.com')
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('is one of the floating tools', async () => {
    renderWithGlobal(<FloatingTools tools={['contacts', 'top']} post={null} showAfter={0} />, withRemote({ CONTACT_TWITTER: 'https://x.com/quire' }))
    expect(await screen.findByRole('button', { name: 'Contact me' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument()
  })
})
