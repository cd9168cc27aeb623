import { demoId } from '@/scripts/demo/demo-id'
import { propertyId } from '@/scripts/demo/property-id'

describe('demoId', () => {
  test('is a dashed v4-shaped uuid, stable per key', () => {
    const id = demoId('row/welcome-to-quire')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(demoId('row/welcome-to-quire')).toBe(id)
    expect(demoId('row/other')).not.toBe(id)
  })
})

describe('propertyId', () => {
  test('is 4 characters, stable, and avoids taken ids', () => {
    const id = propertyId('status')
    expect(id).toHaveLength(4)
    expect(propertyId('status')).toBe(id)
    const next = propertyId('status', new Set([id]))
    expect(next).toHaveLength(4)
    expect(next).not.toBe(id)
  })

  test('never contains a quote or backslash', () => {
    for (let k = 0; k < 200; k++) expect(propertyId(`seed-${k}`)).not.toMatch(/["\\]/)
  })
})
