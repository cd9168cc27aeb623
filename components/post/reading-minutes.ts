// Its own module, not count-words.ts: the browser's post pages need the minutes only, and a client
// module is shipped whole (no export-level tree shaking), the word-counting patterns with it.

/** Words a minute for alphabetic text and characters a minute for CJK text, from common reading-speed studies. */
export const WORDS_PER_MINUTE = 230

/** Minutes to read `words` words, at least 1 for any text. */
export function readingMinutes(words: number): number {
  return words > 0 ? Math.max(1, Math.round(words / WORDS_PER_MINUTE)) : 0
}
