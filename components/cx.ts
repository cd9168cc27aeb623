/** Joins class names, skipping empty and false ones: `cx('a', active && 'b')`. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
