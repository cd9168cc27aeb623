/** '1 result', '2 results' (docs/behaviour.md §2): the singular word for exactly one. */
export function resultCountLabel(count: number, words: { RESULT: string; RESULTS: string }): string {
  return `${count} ${count === 1 ? words.RESULT : words.RESULTS}`
}
