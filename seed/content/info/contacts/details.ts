import { LINES, mailAddress } from '../../contacts'
import type { SeedEdition, SeedLanguage } from '../../types'

type Link = { label: string; url: string }

/** What the contacts page of an edition lists: its phone lines and hours, the team's mailboxes in the page's language. */
export type ContactDetails = { phone: Link; whatsapp: Link; hours: string; hello: Link; bookings: Link; privacy: Link }

/** Country calling codes of the demo lines, longest first, so the number reads as `+39 028 734 5120`. */
const CALLING_CODES = ['49', '44', '39', '34', '33', '1']

/** A phone number for reading: `+`, the calling code, then the rest in groups of three (the last one a little longer). */
export function phoneLabel(digits: string): string {
  const code = CALLING_CODES.find((prefix) => digits.startsWith(prefix)) ?? ''
  const groups = digits.slice(code.length).match(/\d{1,3}/g) ?? []
  if (groups.length > 1 && groups.at(-1)!.length < 3) groups.splice(-2, 2, groups.at(-2)! + groups.at(-1)!)
  return `+${code} ${groups.join(' ')}`
}

const mail = (address: string): Link => ({ label: address, url: `mailto:${address}` })

export function contactDetails(language: SeedLanguage, edition: SeedEdition): ContactDetails {
  const line = LINES[edition]
  return {
    phone: { label: phoneLabel(line.phone), url: `tel:+${line.phone}` },
    whatsapp: { label: phoneLabel(line.whatsapp), url: `https://wa.me/${line.whatsapp}` },
    hours: line.hours,
    hello: mail(mailAddress(language, 'hello')),
    bookings: mail(mailAddress(language, 'bookings')),
    privacy: mail(mailAddress(language, 'privacy')),
  }
}
