import type { ContinentCode } from '../../src/features/catalog/continents'

/**
 * The countries of the demo catalog: ISO alpha-2 (for their names through `Intl.DisplayNames`),
 * alpha-3, continent, and a cost factor for believable prices (1 = an average day).
 */
export const COUNTRIES: ReadonlyArray<readonly [alpha2: string, alpha3: string, continent: ContinentCode, cost: number]> = [
  ['IT', 'ITA', 'europe', 1.1], ['ES', 'ESP', 'europe', 1], ['PT', 'PRT', 'europe', 0.95], ['FR', 'FRA', 'europe', 1.15],
  ['GR', 'GRC', 'europe', 0.95], ['HR', 'HRV', 'europe', 0.9], ['IS', 'ISL', 'europe', 1.5], ['NO', 'NOR', 'europe', 1.45],
  ['SE', 'SWE', 'europe', 1.3], ['FI', 'FIN', 'europe', 1.3], ['IE', 'IRL', 'europe', 1.15], ['GB', 'GBR', 'europe', 1.25],
  ['DE', 'DEU', 'europe', 1.1], ['AT', 'AUT', 'europe', 1.1], ['CH', 'CHE', 'europe', 1.5], ['NL', 'NLD', 'europe', 1.15],
  ['PL', 'POL', 'europe', 0.8], ['CZ', 'CZE', 'europe', 0.85], ['HU', 'HUN', 'europe', 0.8], ['RO', 'ROU', 'europe', 0.75],
  ['AL', 'ALB', 'europe', 0.7], ['ME', 'MNE', 'europe', 0.75], ['MT', 'MLT', 'europe', 0.95], ['TR', 'TUR', 'europe', 0.8],
  ['JP', 'JPN', 'asia', 1.35], ['CN', 'CHN', 'asia', 1], ['KR', 'KOR', 'asia', 1.15], ['VN', 'VNM', 'asia', 0.7],
  ['TH', 'THA', 'asia', 0.7], ['KH', 'KHM', 'asia', 0.65], ['LA', 'LAO', 'asia', 0.65], ['MY', 'MYS', 'asia', 0.75],
  ['ID', 'IDN', 'asia', 0.7], ['PH', 'PHL', 'asia', 0.75], ['IN', 'IND', 'asia', 0.7], ['NP', 'NPL', 'asia', 0.7],
  ['LK', 'LKA', 'asia', 0.7], ['MV', 'MDV', 'asia', 1.4], ['UZ', 'UZB', 'asia', 0.8], ['JO', 'JOR', 'asia', 1],
  ['AE', 'ARE', 'asia', 1.3], ['OM', 'OMN', 'asia', 1.1], ['MN', 'MNG', 'asia', 0.9], ['KG', 'KGZ', 'asia', 0.75],
  ['MA', 'MAR', 'africa', 0.75], ['EG', 'EGY', 'africa', 0.8], ['TN', 'TUN', 'africa', 0.7], ['KE', 'KEN', 'africa', 1.1],
  ['TZ', 'TZA', 'africa', 1.15], ['ZA', 'ZAF', 'africa', 1], ['NA', 'NAM', 'africa', 1.05], ['BW', 'BWA', 'africa', 1.2],
  ['MG', 'MDG', 'africa', 0.85], ['SN', 'SEN', 'africa', 0.8], ['CV', 'CPV', 'africa', 0.85], ['ET', 'ETH', 'africa', 0.8],
  ['UG', 'UGA', 'africa', 0.95], ['ZW', 'ZWE', 'africa', 1],
  ['US', 'USA', 'america', 1.4], ['CA', 'CAN', 'america', 1.35], ['MX', 'MEX', 'america', 0.85], ['GT', 'GTM', 'america', 0.75],
  ['CR', 'CRI', 'america', 0.95], ['PA', 'PAN', 'america', 0.9], ['CU', 'CUB', 'america', 0.8], ['CO', 'COL', 'america', 0.8],
  ['EC', 'ECU', 'america', 0.85], ['PE', 'PER', 'america', 0.85], ['BO', 'BOL', 'america', 0.75], ['CL', 'CHL', 'america', 1],
  ['AR', 'ARG', 'america', 0.9], ['BR', 'BRA', 'america', 0.9], ['BZ', 'BLZ', 'america', 0.9],
  ['AU', 'AUS', 'oceania', 1.4], ['NZ', 'NZL', 'oceania', 1.35], ['FJ', 'FJI', 'oceania', 1.2], ['PF', 'PYF', 'oceania', 1.6],
  ['AQ', 'ATA', 'antarctica', 3],
]
