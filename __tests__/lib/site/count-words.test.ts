import { countWords } from '@/lib/site/count-words'
import { readingMinutes } from '@/components/post/reading-minutes'

describe('countWords', () => {
  it('counts runs of letters and digits, keeping contractions and hyphenated words whole', () => {
    expect(countWords("It's a well-known fact: 42 blocks.")).toBe(6)
  })
  it('counts each Chinese, Japanese or Korean character as a word', () => {
    expect(countWords('你好世界')).toBe(4)
    expect(countWords('Notion で書く')).toBe(4)
    expect(countWords('한국어')).toBe(3)
  })
  it('counts accented Latin and other alphabets', () => {
    expect(countWords('Ça va très bien, Türkçe güzel')).toBe(6)
  })
  it('gives 0 for no words', () => {
    expect(countWords('  — … ')).toBe(0)
  })
})

describe('readingMinutes', () => {
  it('rounds to whole minutes, at least one for any text, none for none', () => {
    expect(readingMinutes(0)).toBe(0)
    expect(readingMinutes(10)).toBe(1)
    expect(readingMinutes(230 * 5)).toBe(5)
  })
})
