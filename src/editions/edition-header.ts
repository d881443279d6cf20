/** Request header the proxy sets on every page request: the edition its path (or host) belongs to. */
export const EDITION_HEADER = 'x-edition'
