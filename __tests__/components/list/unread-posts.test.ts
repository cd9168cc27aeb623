import { isUnread, markRead, parseReadTimes } from '@/components/list/unread-posts'

describe('unread posts', () => {
  it('reads stored times, ignoring anything else', () => {
    expect(parseReadTimes('{"/article/a":5,"/article/b":"x"}')).toEqual({ '/article/a': 5 })
    expect(parseReadTimes('[1]')).toEqual({})
    expect(parseReadTimes('not json')).toEqual({})
    expect(parseReadTimes(null)).toEqual({})
  })

  it('marks a page read now, keeping the most recent entries', () => {
    expect(markRead({ '/a': 1, '/b': 2 }, '/c', 3, 2)).toEqual({ '/c': 3, '/b': 2 })
  })

  it('a latest post is unread when never opened or edited since it was opened; other posts never are', () => {
    const latest = new Set(['/a', '/b'])
    expect(isUnread({ href: '/a', lastEditedDate: 10 }, latest, {})).toBe(true)
    expect(isUnread({ href: '/a', lastEditedDate: 10 }, latest, { '/a': 5 })).toBe(true)
    expect(isUnread({ href: '/b', lastEditedDate: 10 }, latest, { '/b': 20 })).toBe(false)
    expect(isUnread({ href: '/c', lastEditedDate: 10 }, latest, {})).toBe(false)
  })
})
