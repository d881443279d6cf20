const SHAPES = {
  /** "3 mag" */
  day: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  /** "3 mag 2027" */
  dayYear: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** "giu 2027" */
  monthYear: { month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const formats = new Map<string, Intl.DateTimeFormat>()

/** A day's format in a language, built once per language and shape: building one is slow, rendering must not. */
export function dateFormat(locale: string, shape: keyof typeof SHAPES): Intl.DateTimeFormat {
  const key = `${locale} ${shape}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, SHAPES[shape])
    formats.set(key, format)
  }
  return format
}
