import net from 'node:net'
import { parseIp, type IpAddress } from './ip-address'

/** Which addresses are the site's own proxies: a set of CIDR ranges (`10.0.0.0/8`, `fd00::/8`, or one address). */
export type TrustedProxies = { trusts(address: IpAddress): boolean }

/** `TRUSTED_PROXIES`, comma-separated CIDRs; an entry that is not one stops the start, as a typo must not trust the world or no one silently. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new net.BlockList()
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue
    const [base, prefixText, ...rest] = entry.split('/')
    const ip = parseIp(base)
    const max = ip?.family === 'ipv4' ? 32 : 128
    const prefix = prefixText === undefined ? max : Number(prefixText)
    if (!ip || rest.length > 0 || !/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) {
      throw new Error(`TRUSTED_PROXIES: ${JSON.stringify(entry.slice(0, 80))} is not an IPv4 or IPv6 CIDR range`)
    }
    list.addSubnet(ip.address, prefix, ip.family)
  }
  return { trusts: (address) => list.check(address.address, address.family) }
}

const cached = { value: undefined as string | undefined, proxies: null as TrustedProxies | null }

/** The proxies of this process's `TRUSTED_PROXIES` (none when unset). */
export function trustedProxies(): TrustedProxies {
  const value = process.env.TRUSTED_PROXIES
  if (!cached.proxies || cached.value !== value) cached.proxies = parseTrustedProxies(value)
  cached.value = value
  return cached.proxies
}
