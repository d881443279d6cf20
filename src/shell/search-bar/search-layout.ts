import { DROPDOWN_MIN_WIDTH_PX, DROPDOWN_OPEN_DELAY_MS, KEYBOARD_MIN_HEIGHT_PX, KEYBOARD_PANEL_OFFSET_PX } from './constants'

/** How long the bar takes to show: the dropdown's delay from 768 px, nothing for the full-screen panel or reduced motion. */
export const openDelayMs = (viewportWidth: number, reducedMotion: boolean): number =>
  viewportWidth >= DROPDOWN_MIN_WIDTH_PX && !reducedMotion ? DROPDOWN_OPEN_DELAY_MS : 0

/**
 * The open panel's height while a phone's keyboard is open (the visual viewport notably shorter
 * than the window): the visual viewport less 136 px, never below nothing. Null without a keyboard:
 * the panel takes the height it needs.
 */
export function keyboardPanelHeight(visualViewportHeight: number, windowHeight: number): number | null {
  if (windowHeight - visualViewportHeight < KEYBOARD_MIN_HEIGHT_PX) return null
  return Math.max(0, Math.round(visualViewportHeight - KEYBOARD_PANEL_OFFSET_PX))
}
