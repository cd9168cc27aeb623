/** @jest-environment jsdom */
// test-utils first: it mocks next/router before the loader imports it.
import { renderWithGlobal, resetRouter, withRemote } from './test-utils'
import { act, screen } from '@testing-library/react'
import { PET_CANVAS_ID } from '@/components/external/Live2DPetCanvas'
import { ScriptLoader } from '@/components/external/ScriptLoader'
import { LIVE2D_WIDGET_SRC } from '@/components/external/external-scripts'
import { loadScript } from '@/components/external/load-resource'

jest.mock('@/components/external/load-resource', () => ({ loadScript: jest.fn(), loadStyle: jest.fn() }))
jest.mock('next/script', () => ({ __esModule: true, default: () => null }))

const PET = { WIDGET_PET: true, WIDGET_PET_LINK: 'https://models.example.org/wanko.model.json', WIDGET_PET_SCRIPT: 'https://cdn.example.org/live2d.min.js' }
const loadlive2d = jest.fn()

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
}

beforeEach(() => {
  resetRouter()
  loadlive2d.mockReset()
  ;(loadScript as jest.Mock).mockReset()
  delete (window as { loadlive2d?: unknown }).loadlive2d
})

test('WIDGET_PET: on a wide window the pet script loads and draws the owner\'s model on its canvas', async () => {
  setWidth(1280)
  ;(loadScript as jest.Mock).mockImplementation(async () => {
    ;(window as { loadlive2d?: unknown }).loadlive2d = loadlive2d
  })
  renderWithGlobal(<ScriptLoader />, withRemote(PET))
  await act(async () => {})
  expect(loadScript).toHaveBeenCalledWith(PET.WIDGET_PET_SCRIPT)
  expect(loadlive2d).toHaveBeenCalledWith(PET_CANVAS_ID, PET.WIDGET_PET_LINK)
  expect(document.getElementById(PET_CANVAS_ID)).toHaveAttribute('aria-hidden', 'true')
})

test("with WIDGET_PET_SCRIPT empty, live2d-widget's script is loaded", async () => {
  setWidth(1280)
  ;(loadScript as jest.Mock).mockResolvedValue(undefined)
  jest.spyOn(console, 'warn').mockImplementation(() => {})
  renderWithGlobal(<ScriptLoader />, withRemote({ ...PET, WIDGET_PET_SCRIPT: '' }))
  await act(async () => {})
  expect(loadScript).toHaveBeenCalledWith(LIVE2D_WIDGET_SRC)
  jest.mocked(console.warn).mockRestore()
})

test('a phone-sized window gets no pet, and nothing is loaded for it', async () => {
  setWidth(390)
  renderWithGlobal(<ScriptLoader />, withRemote(PET))
  await act(async () => {})
  expect(loadScript).not.toHaveBeenCalled()
  expect(document.getElementById(PET_CANVAS_ID)).toBeNull()
})

test('a pet script that fails, or defines no loadlive2d, only logs (docs/behaviour.md §8)', async () => {
  setWidth(1280)
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  ;(loadScript as jest.Mock).mockRejectedValueOnce(new Error('could not load script https://cdn.example.org/live2d.min.js'))
  const first = renderWithGlobal(<ScriptLoader />, withRemote(PET))
  await act(async () => {})
  first.unmount()
  ;(loadScript as jest.Mock).mockResolvedValueOnce(undefined)
  renderWithGlobal(<ScriptLoader />, withRemote(PET))
  await act(async () => {})
  expect(warn.mock.calls.map((call) => String(call[1]))).toEqual([
    'could not load script https://cdn.example.org/live2d.min.js',
    'https://cdn.example.org/live2d.min.js loaded but defined no loadlive2d'
  ])
  expect(screen.queryByText(/error/i)).toBeNull()
  warn.mockRestore()
})
