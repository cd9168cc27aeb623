import { CONFIG_RULES } from '@/lib/config/rules'
import { ConfigError } from './config-error'
import { autoConvert } from './auto-convert'
import type { ConfigRule, ConfigSource } from '@/conf/types'
import { valueKind, type ValueKind } from './value-kind'

/** Checks by key, beyond a value's kind. */
export type ConfigRules = Readonly<Record<string, ConfigRule>>

/** A number key takes a plain decimal only: "1e3", "0x10" or "12px" are mistakes, not numbers. */
const DECIMAL = /^-?\d+(\.\d+)?$/

const KIND_WORDS: Record<ValueKind, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  none: 'a value'
}

const PLURAL_WORDS: Record<ValueKind, string> = {
  string: 'strings',
  number: 'numbers',
  boolean: 'booleans',
  array: 'arrays',
  object: 'objects',
  none: 'values'
}

/**
 * Turns the string form of a config value into the type of its key, which is the type of
 * `example` (the key's default). Keys without a default convert by shape (see autoConvert).
 * A key with a rule in lib/config/rules.ts (a choice list, a range) or in `extraRules` (rules that need
 * what lib cannot import, such as THEME's list of themes) must also pass it.
 *
 * - number: a decimal string, `12`, `-1.5`
 * - boolean: `true` or `false`, in any case
 * - array: JSON (`[18, 6]`); for a list of strings also a comma-separated list (`a, b`); the
 *   elements must be of the kind the default's elements are; in a list of objects each item's
 *   fields keep the kinds of the default's first item, and a field left out is empty ('', 0, false)
 * - object: a JSON object; its fields are laid over the default's, and a field the default has
 *   must keep its kind
 * - string: as written
 *
 * @param origin names the exact place in an error, such as the variable name
 * @throws ConfigError naming the key, the value and the expected type
 */
export function convertConfigValue(key: string, raw: string, example: unknown, source: ConfigSource, origin = '', extraRules: ConfigRules = {}): unknown {
  const fail = (expected: string): never => {
    throw new ConfigError(key, raw, expected, source, origin)
  }
  const value = convertByExample(raw, example, fail)
  const rule = Object.hasOwn(extraRules, key) ? extraRules[key] : Object.hasOwn(CONFIG_RULES, key) ? CONFIG_RULES[key] : undefined
  if (rule && !rule.test(value)) fail(rule.expected)
  return value
}

function convertByExample(raw: string, example: unknown, fail: (expected: string) => never): unknown {
  const text = raw.trim()
  switch (valueKind(example)) {
    case 'string':
      return raw
    case 'number': {
      const number = DECIMAL.test(text) ? Number(text) : Number.NaN
      return Number.isFinite(number) ? number : fail('a number')
    }
    case 'boolean': {
      const lower = text.toLowerCase()
      if (lower === 'true') return true
      if (lower === 'false') return false
      return fail('true or false')
    }
    case 'array':
      return convertArray(text, example as unknown[], fail)
    case 'object':
      return convertObject(text, example as Record<string, unknown>, fail)
    case 'none':
      return autoConvert(raw)
  }
}

function convertArray(text: string, example: unknown[], fail: (expected: string) => never): unknown[] {
  const elementKind = sharedKind(example)
  const takesList = example.length === 0 || elementKind === 'string'
  const expected = elementKind
    ? `a JSON array of ${PLURAL_WORDS[elementKind]}${takesList ? ' or a comma-separated list' : ''}`
    : `a JSON array${takesList ? ' or a comma-separated list' : ''}`
  let value: unknown
  if (text.startsWith('[')) {
    value = parseJson(text)
  } else if (takesList && !text.startsWith('{')) {
    // A value that opens like a JSON object was meant as JSON, not as a one-item list.
    value = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
  }
  if (!Array.isArray(value)) return fail(expected)
  if (elementKind && value.some((item) => valueKind(item) !== elementKind)) return fail(expected)
  if (elementKind === 'object') return value.map((item: Record<string, unknown>) => fillListItem(item, example[0] as Record<string, unknown>, fail))
  return value
}

/** The empty value of each kind, for a field a list item leaves out. */
const EMPTY_OF_KIND: Record<ValueKind, () => unknown> = { string: () => '', number: () => 0, boolean: () => false, array: () => [], object: () => ({}), none: () => null }

/**
 * One item of a list of objects (plans, questions, people): the fields the default's first item has
 * must keep their kind; a field left out becomes the empty value of its kind ('' / 0 / false / []),
 * so a page never reads undefined from a site's own list, and never inherits a default item's words.
 */
function fillListItem(item: Record<string, unknown>, template: Record<string, unknown>, fail: (expected: string) => never): Record<string, unknown> {
  const filled: Record<string, unknown> = {}
  for (const [field, example] of Object.entries(template)) {
    const kind = valueKind(example)
    if (!Object.hasOwn(item, field)) filled[field] = EMPTY_OF_KIND[kind]()
    else if (kind !== 'none' && valueKind(item[field]) !== kind) fail(`a JSON array of objects whose "${field}" is ${KIND_WORDS[kind]}`)
  }
  return { ...filled, ...item }
}

function convertObject(text: string, example: Record<string, unknown>, fail: (expected: string) => never): Record<string, unknown> {
  const value = parseJson(text)
  if (valueKind(value) !== 'object') return fail('a JSON object')
  const fields = value as Record<string, unknown>
  for (const [field, fieldValue] of Object.entries(fields)) {
    if (!Object.hasOwn(example, field)) continue
    const kind = valueKind(example[field])
    if (kind !== 'none' && valueKind(fieldValue) !== kind) fail(`a JSON object whose "${field}" is ${KIND_WORDS[kind]}`)
  }
  return { ...example, ...fields }
}

/** The kind every element of a non-empty array shares, or undefined when mixed or empty. */
function sharedKind(items: unknown[]): ValueKind | undefined {
  const first = items[0]
  if (first === undefined) return undefined
  const kind = valueKind(first)
  return items.every((item) => valueKind(item) === kind) ? kind : undefined
}

/** JSON.parse that answers undefined for text that is not JSON (undefined is never valid JSON). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
