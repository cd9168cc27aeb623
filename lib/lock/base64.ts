/** Bytes per String.fromCharCode call: keeps the argument list well under engines' limits. */
const CHUNK = 0x8000

/** Standard base64 of bytes, the same in Node and the browser (both have btoa). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  }
  return btoa(binary)
}

/** Bytes of a standard base64 string; anything else is an error naming the field. */
export function fromBase64(text: string, field = 'value'): Uint8Array<ArrayBuffer> {
  let binary: string
  try {
    binary = atob(text)
  } catch {
    throw new Error(`${field} is not base64`)
  }
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
