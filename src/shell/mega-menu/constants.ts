/** Mega menu constants. */
export const MEGA_MENU_CLOSE_DELAY_MS = 300
export const MEGA_MENU_REPOSITION_DEBOUNCE_MS = 200
export const MEGA_MENU_COLUMNS = 6
