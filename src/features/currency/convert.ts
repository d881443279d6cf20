/** Minor units in one unit: every currency of the site counts in cents. */
const MINOR_UNITS_PER_UNIT = 100

/**
 * A euro amount in minor units, converted at `rate` (1 EUR = `rate` of the other currency), in
 * that currency's minor units, rounded to a whole unit: a converted amount is approximate and
 * must not look precise.
 */
export function convertFromEuro(euroMinorUnits: number, rate: number): number {
  return Math.round((euroMinorUnits * rate) / MINOR_UNITS_PER_UNIT) * MINOR_UNITS_PER_UNIT
}
