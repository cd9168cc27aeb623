export interface TypedTextState {
  /** Which word is being typed or erased. */
  word: number
  /** How many of its characters show. */
  length: number
  /** Typing forward or erasing. */
  erasing: boolean
}

export const TYPED_TEXT_START: TypedTextState = { word: 0, length: 0, erasing: false }

/**
 * One step of the hero's typed greeting: a character typed, or erased once the word is whole, then
 * on to the next word (cycling). Characters are counted as code points, so an emoji or a CJK
 * character types as one. With no words nothing changes.
 */
export function nextTypedText(state: TypedTextState, words: readonly string[]): TypedTextState {
  if (words.length === 0) return state
  const word = state.word % words.length
  const full = Array.from(words[word] ?? '').length
  if (!state.erasing) return state.length >= full ? { word, length: full, erasing: true } : { word, length: state.length + 1, erasing: false }
  if (state.length > 0) return { word, length: state.length - 1, erasing: true }
  return { word: (word + 1) % words.length, length: 0, erasing: false }
}

/** The text a typed-text state shows. */
export function typedTextOf(state: TypedTextState, words: readonly string[]): string {
  const word = words[state.word % Math.max(1, words.length)] ?? ''
  return Array.from(word).slice(0, state.length).join('')
}
