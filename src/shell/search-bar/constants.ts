/** From this width the bar is a dropdown under the header; below it, a full-screen panel. */
export const DROPDOWN_MIN_WIDTH_PX = 768

/**
 * Dropdown open delay: the dropdown is fully shown 400 ms after the trigger asks for it. The
 * dialog (and focus) is there at once and its panel fades and slides in over those 400 ms, so a
 * click is never met by nothing and a second click closes it at any moment. Below 768 px (the
 * full-screen panel) and with reduced motion asked for, it shows at once.
 */
export const DROPDOWN_OPEN_DELAY_MS = 400

/** Months the dates tab reaches ahead, this one included. */
export const CALENDAR_MONTHS = 18

/**
 * Calendar rebuild: a change of where (destination, continent or text) shows the calendar loading,
 * and 600 ms after the last change it asks which days have departures and marks them.
 */
export const CALENDAR_REBUILD_MS = 600

/**
 * Search panel keyboard height: with a phone's keyboard open, the open panel is the visual
 * viewport's height less this (the bar's top and its footer of buttons stay in sight).
 */
export const KEYBOARD_PANEL_OFFSET_PX = 136

/** The visual viewport at least this much shorter than the window: a keyboard is open (browser bars take less). */
export const KEYBOARD_MIN_HEIGHT_PX = 150
