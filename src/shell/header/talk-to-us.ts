/** The talk-to-us feature flag: a country list and a header flag. */
export type TalkToUsFlag = { countries?: readonly string[]; header?: boolean } | null | undefined

/** The flag as the experiment engine gives it (any JSON an editor wrote), with what is not its shape left out. */
export function talkToUsFlagOf(value: unknown): TalkToUsFlag {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { countries, header } = value as Record<string, unknown>
  return {
    countries: Array.isArray(countries)
      ? countries.filter((code): code is string => typeof code === 'string').map((code) => code.toUpperCase())
      : [],
    header: header === true,
  }
}

/**
 * The talk-to-us button shows only when there are contact blocks and either the
 * flag is absent, the current country is not in its list, or its header flag is on.
 */
export function showTalkToUs(contactBlockCount: number, country: string, flag: TalkToUsFlag): boolean {
  if (contactBlockCount === 0) return false
  if (!flag) return true
  if (!(flag.countries ?? []).includes(country)) return true
  return Boolean(flag.header)
}
