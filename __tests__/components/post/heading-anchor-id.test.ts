import { uuidToId } from 'notion-utils'
import { headingAnchorId } from '@/components/post/heading-anchor-id'

describe('headingAnchorId', () => {
  it('is the id react-notion-x gives the heading anchor: the block id without dashes', () => {
    const id = '89b3c2a1-0d4e-4f5a-9b6c-7d8e9f0a1b2c'
    expect(headingAnchorId(id)).toBe('89b3c2a10d4e4f5a9b6c7d8e9f0a1b2c')
    expect(headingAnchorId(id)).toBe(uuidToId(id))
  })
})
