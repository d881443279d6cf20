import { isEditionCode, type EditionCode } from './editions'

/** `EDITION_DOMAINS=viaggi.example.it=it,trips.example.com=en`: a mapped host serves that edition. */
export function parseEditionDomains(value: string | undefined): Map<string, EditionCode> {
  const map = new Map<string, EditionCode>()
  for (const entry of (value ?? '').split(',')) {
    const [host, edition] = entry.split('=').map((part) => part.trim().toLowerCase())
    if (host && isEditionCode(edition)) map.set(host, edition)
  }
  return map
}

/** The edition a host is mapped to, if any (port ignored). */
export function editionForHost(host: string | null | undefined, value = process.env.EDITION_DOMAINS): EditionCode | null {
  if (!host) return null
  return parseEditionDomains(value).get(host.toLowerCase().replace(/:\d+$/, '')) ?? null
}

/** The host an edition is mapped to, if any: its pages then live there without a prefix. */
export function domainForEdition(edition: EditionCode, value = process.env.EDITION_DOMAINS): string | null {
  for (const [host, code] of parseEditionDomains(value)) if (code === edition) return host
  return null
}
