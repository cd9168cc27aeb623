/** Han, Hiragana, Katakana and Hangul: each character is read as a word. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/gu
/** A run of letters or digits (any script but the ones above). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu

/**
 * Words in a text as a reader counts them: runs of letters and digits for alphabetic scripts, and
 * every character for Chinese, Japanese and Korean, which are read without spaces.
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0
  const rest = text.replace(CJK, ' ').match(WORD)?.length ?? 0
  return cjk + rest
}
