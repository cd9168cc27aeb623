import { archiveYears } from '@/components/list/archive-years'
import { keywordSegments } from '@/components/search/keyword-segments'
import { PAGE_GAP, pageNumbers } from '@/components/list/page-numbers'
import { randomPostSlot } from '@/components/widgets/random-post-slot'
import { scrollProgress } from '@/components/post/scroll-progress'
import { nextTypedText, TYPED_TEXT_START, type TypedTextState, typedTextOf } from '@/components/widgets/typed-text'

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
  it('keeps the first, the last, the current page and its neighbours, with gaps, in 7 slots', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 20])
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 20])
    expect(pageNumbers(5, 20)).toEqual([1, PAGE_GAP, 4, 5, 6, PAGE_GAP, 20])
    expect(pageNumbers(10, 20)).toEqual([1, PAGE_GAP, 9, 10, 11, PAGE_GAP, 20])
    expect(pageNumbers(17, 20)).toEqual([1, PAGE_GAP, 16, 17, 18, 19, 20])
    expect(pageNumbers(20, 20)).toEqual([1, PAGE_GAP, 16, 17, 18, 19, 20])
  })
  it('never has more entries than slots, and always holds the current page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const numbers = pageNumbers(page, total)
        expect(numbers.length).toBeLessThanOrEqual(7)
        expect(numbers).toContain(page)
        expect(numbers[0]).toBe(1)
        expect(numbers.at(-1)).toBe(total)
      }
    }
  })
  it('clamps a page out of range and gives nothing for no pages', () => {
    expect(pageNumbers(99, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(1, 0)).toEqual([])
  })
})

describe('keywordSegments', () => {
  it('marks every case-insensitive occurrence, keeping the text as written', () => {
    expect(keywordSegments('Notion and notion', 'NOTION')).toEqual([
      { text: 'Notion', match: true },
      { text: ' and ', match: false },
      { text: 'notion', match: true }
    ])
  })
  it('leaves the text whole without a keyword, and gives nothing for no text', () => {
    expect(keywordSegments('Plain', '  ')).toEqual([{ text: 'Plain', match: false }])
    expect(keywordSegments('', 'x')).toEqual([])
  })
})

describe('scrollProgress', () => {
  it('reads 0 before the element and 100 once its end is in view', () => {
    expect(scrollProgress({ scrollY: 0, viewportHeight: 800, top: 400, height: 2000 })).toBe(0)
    expect(scrollProgress({ scrollY: 1000, viewportHeight: 800, top: 400, height: 2000 })).toBe(50)
    expect(scrollProgress({ scrollY: 1600, viewportHeight: 800, top: 400, height: 2000 })).toBe(100)
    expect(scrollProgress({ scrollY: 9000, viewportHeight: 800, top: 400, height: 2000 })).toBe(100)
  })
  it('reads an element shorter than the window as 0 until its end shows, then 100', () => {
    expect(scrollProgress({ scrollY: 0, viewportHeight: 800, top: 1000, height: 300 })).toBe(0)
    expect(scrollProgress({ scrollY: 600, viewportHeight: 800, top: 1000, height: 300 })).toBe(100)
  })
})

describe('randomPostSlot', () => {
  it('finds the list page and place of the post a random number picks', () => {
    expect(randomPostSlot(36, 12, 0)).toEqual({ page: 1, index: 0 })
    expect(randomPostSlot(36, 12, 0.5)).toEqual({ page: 2, index: 6 })
    expect(randomPostSlot(36, 12, 0.9999)).toEqual({ page: 3, index: 11 })
    expect(randomPostSlot(5, 12, 0.99)).toEqual({ page: 1, index: 4 })
  })
  it('stays inside the list for any number and is null without posts', () => {
    expect(randomPostSlot(10, 3, 1)).toEqual({ page: 4, index: 0 })
    expect(randomPostSlot(0, 12, 0.3)).toBeNull()
  })
})

describe('typed text', () => {
  const run = (words: string[], steps: number) => {
    const shown: string[] = []
    let state: TypedTextState = TYPED_TEXT_START
    for (let i = 0; i < steps; i++) {
      state = nextTypedText(state, words)
      shown.push(typedTextOf(state, words))
    }
    return shown
  }
  it('types a word, erases it, then types the next, and cycles', () => {
    expect(run(['ab', 'c'], 9)).toEqual(['a', 'ab', 'ab', 'a', '', '', 'c', 'c', ''])
  })
  it('counts an emoji or a CJK character as one', () => {
    expect(run(['你好👋'], 3)).toEqual(['你', '你好', '你好👋'])
  })
  it('stands still without words', () => {
    expect(nextTypedText(TYPED_TEXT_START, [])).toBe(TYPED_TEXT_START)
  })
})

describe('archiveYears', () => {
  it('gathers month groups under their years, in order, with counts', () => {
    const post = { id: 'p' } as never
    const years = archiveYears([
      { title: '2026-06', posts: [post, post] },
      { title: '2026-01', posts: [post] },
      { title: '2025-12', posts: [post] }
    ])
    expect(years.map((year) => [year.year, year.months.map((m) => m.title), year.count])).toEqual([
      ['2026', ['2026-06', '2026-01'], 3],
      ['2025', ['2025-12'], 1]
    ])
  })
})
