/** @jest-environment jsdom */
import { render } from '@testing-library/react'
import { useRef } from 'react'
import { IMAGE_FAILED_CLASS, useImageFallback } from '@/components/notion/use-image-fallback'

function Sized() {
  const ref = useRef<HTMLDivElement>(null)
  useImageFallback(ref)
  return (
    <div ref={ref}>
      <div className="lazy-image-wrapper" data-testid="box">
        <img className="lazy-image-preview" alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
        <img className="lazy-image-real" alt="pic" src="/broken.png" data-testid="real" />
      </div>
    </div>
  )
}

describe('useImageFallback', () => {
  it('puts the placeholder back when the image fails, and takes it away when a later load succeeds', () => {
    const { getByTestId } = render(<Sized />)
    const box = getByTestId('box')
    expect(box).not.toHaveClass(IMAGE_FAILED_CLASS)
    getByTestId('real').dispatchEvent(new Event('error'))
    expect(box).toHaveClass(IMAGE_FAILED_CLASS)
    getByTestId('real').dispatchEvent(new Event('load'))
    expect(box).not.toHaveClass(IMAGE_FAILED_CLASS)
  })
})
