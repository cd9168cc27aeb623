/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from './test-utils'
import { screen } from '@testing-library/react'
import { FlipCard } from '@/components/widgets/FlipCard'

beforeEach(() => resetRouter())

describe('FlipCard', () => {
  it('is one link carrying both faces: the heading and line in front, the words of the link on the back', () => {
    renderWithGlobal(<FlipCard href="/join" title="Channel" subtitle="Come and talk" back="Join us" classNames={{ front: 'front', back: 'back' }} />)
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('href', '/join')
    expect(link.querySelector('.front')).toHaveTextContent('ChannelCome and talk')
    expect(link.querySelector('.back')).toHaveTextContent('Join us')
    expect(link.querySelector('.back')?.className).toContain('rotateY(180deg)')
  })

  it('leaves the line out when there is none', () => {
    renderWithGlobal(<FlipCard href="/join" title="Channel" back="Join us" classNames={{ front: 'front' }} />)
    expect(screen.getByRole('link').querySelector('.front')?.children).toHaveLength(1)
  })
})
