/** @jest-environment jsdom */
import { render } from '@testing-library/react'
import { PostLeadMedia } from '@/components/media/PostLeadMedia'

const base = { title: 'A film', pageCover: '/demo/covers/dusk.svg', ext: {} }

describe('PostLeadMedia', () => {
  it('leads with the cover when there is no video', () => {
    const { container } = render(<PostLeadMedia post={base} />)
    expect(container.querySelector('[data-lead="cover"] img')?.getAttribute('src')).toBe('/demo/covers/dusk.svg')
  })
  it('draws nothing for a post without a video when the cover is not to be shown', () => {
    const { container } = render(<PostLeadMedia post={base} showCover={false} />)
    expect(container.firstChild).toBeNull()
  })
  it('keeps the cover as the poster of a video when the cover is not to be shown', () => {
    const { container } = render(<PostLeadMedia post={{ ...base, ext: { video: '/demo/files/trailer.mp4' } }} showCover={false} />)
    expect(container.querySelector('[data-lead="video"] video')?.getAttribute('poster')).toBe('/demo/covers/dusk.svg')
  })
  it('plays a file in the browser player, the cover as its poster', () => {
    const { container } = render(<PostLeadMedia post={{ ...base, ext: { video: '/demo/files/trailer.mp4' } }} />)
    const video = container.querySelector('video')
    expect(video?.getAttribute('src')).toBe('/demo/files/trailer.mp4')
    expect(video?.getAttribute('poster')).toBe('/demo/covers/dusk.svg')
  })
  it('embeds a YouTube link through its player', () => {
    const { container } = render(<PostLeadMedia post={{ ...base, ext: { video: 'https://youtu.be/aqz-KE-bpKQ' } }} />)
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
  })
  it('never plays a refused address, and draws nothing without video or cover', () => {
    const { container } = render(<PostLeadMedia post={{ ...base, pageCover: '', ext: { video: 'javascript:alert(1)' } }} />)
    expect(container.innerHTML).toBe('')
  })
  it('falls back to the given cover', () => {
    const { container } = render(<PostLeadMedia post={{ ...base, pageCover: '' }} fallbackCover="/demo/covers/paper.svg" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/demo/covers/paper.svg')
  })
})
