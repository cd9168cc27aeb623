import { useEffect } from 'react'
import { loadScript } from '@/components/external/load-resource'
import type { Live2DPet } from '@/components/external/external-scripts'

/** The canvas the pet script draws on, by id. */
export const PET_CANVAS_ID = 'quire-live2d-pet'

type LoadLive2D = (canvasId: string, modelUrl: string) => void

/**
 * The Live2D pet (WIDGET_PET): a canvas in the lower left corner, drawn by the pet script once it
 * has loaded, with the owner's model. A script or model that fails only logs (docs/behaviour.md §8); the page
 * is never held up, since this part loads after hydration with the other third-party scripts.
 */
export function Live2DPetCanvas({ pet }: { pet: Live2DPet }) {
  const { script, model } = pet
  useEffect(() => {
    let live = true
    loadScript(script)
      .then(() => {
        const load = (window as unknown as { loadlive2d?: LoadLive2D }).loadlive2d
        if (typeof load !== 'function') throw new Error(`${script} loaded but defined no loadlive2d`)
        if (live) load(PET_CANVAS_ID, model)
      })
      .catch((error: unknown) => console.warn('[pet] the Live2D pet did not load:', (error as Error)?.message ?? error))
    return () => {
      live = false
    }
  }, [script, model])
  return <canvas id={PET_CANVAS_ID} width={280} height={250} aria-hidden="true" className="fixed bottom-0 left-0 z-20 h-[250px] w-[280px] cursor-grab" />
}
