import { MEGA_MENU_CLOSE_DELAY_MS } from './constants'

export type HoverIntent = {
  itemEnter(id: string): void
  itemLeave(): void
  panelEnter(): void
  panelLeave(): void
  dispose(): void
}

/**
 * Large-screen mega menu timing: entering an item opens it; leaving closes it
 * 300 ms later unless the pointer is over the open panel (hold); leaving the panel drops the
 * hold and starts the delay again.
 */
export function createHoverIntent(setOpen: (id: string | null) => void, delay = MEGA_MENU_CLOSE_DELAY_MS): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | null = null
  let hold = false
  const cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  const scheduleClose = () => {
    cancel()
    timer = setTimeout(() => {
      timer = null
      if (!hold) setOpen(null)
    }, delay)
  }
  return {
    itemEnter(id) {
      cancel()
      setOpen(id)
    },
    itemLeave: scheduleClose,
    panelEnter() {
      hold = true
      cancel()
    },
    panelLeave() {
      hold = false
      scheduleClose()
    },
    dispose: cancel,
  }
}
