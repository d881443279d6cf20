import net from 'node:net'

export type IpFamily = 'ipv4' | 'ipv6'
export type IpAddress = { address: string; family: IpFamily }

/**
 * An IP address as written in a socket or an `X-Forwarded-For` hop, or null: IPv4, IPv6
 * (brackets and a zone dropped), an IPv4-mapped IPv6 (`::ffff:10.0.0.1`) read as the IPv4 it is.
 * A port is not part of an address: `1.2.3.4:80` or `[::1]:80` is not accepted.
 */
export function parseIp(value: string | null | undefined): IpAddress | null {
  let text = value?.trim() ?? ''
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  text = text.replace(/%[\w.-]+$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text)
  if (mapped) text = mapped[1]!
  const version = net.isIP(text)
  if (version === 4) return { address: text, family: 'ipv4' }
  if (version === 6) return { address: text.toLowerCase(), family: 'ipv6' }
  return null
}
