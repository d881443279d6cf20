import { z } from 'zod'
import { EDITION_CODES, type EditionCode } from '@/editions/editions'
import type { Edition } from '@/editions/edition'
import { CONTACT_ICONS } from '@/features/contacts/contact-icons'
import { appLinks, APP_QR_CODE_PATH } from '@/shell/app-promotion/app-links'
import type { ShellData } from '@/shell/data/types'
import { countryMenu } from '@/shell/header/country-menu'

const countryEntry = z.object({
  code: z.enum(EDITION_CODES),
  label: z.string(),
  description: z.string().nullable(),
  isCurrent: z.boolean(),
  country: z.string(),
  icon: z.string(),
  home: z.string().describe("the edition's home page: where the entry leads from a page that edition does not have"),
  origin: z.string().nullable().describe('`protocol//host` of another edition on a host of its own; null: its pages are on this site'),
})

const contactBlock = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  actions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      icon: z.enum(CONTACT_ICONS),
      hours: z.string().nullable(),
      href: z.string(),
      newTab: z.boolean(),
    }),
  ),
})

/** What the shell's modals show for one edition: the same on each of its pages, so no page carries it. */
export const modalDataAnswer = z.object({
  countries: z
    .array(countryEntry)
    .describe('the country menu, current edition first; the page adds its own counterparts (its hreflang alternates)'),
  contacts: z.array(contactBlock).describe("the talk-to-us modal's contact blocks"),
  app: z.object({ qrCodeUrl: z.string(), appStoreUrl: z.string(), googlePlayUrl: z.string() }),
})

export type ModalData = z.infer<typeof modalDataAnswer>

/**
 * The modals' data of an edition from its shell data: the country menu (another edition on its
 * own host is linked there), the contact blocks shown in talk-to-us that have a call to action,
 * and the app's store links.
 */
export function modalData(
  shellData: ShellData,
  current: EditionCode,
  hostOf: (edition: Edition) => string | null,
  protocol: string,
): ModalData {
  const links = appLinks()
  return {
    countries: countryMenu(shellData.editions, current, hostOf, protocol),
    contacts: shellData.contacts
      .filter((block) => block.showTalkToUs && block.actions.length > 0)
      .map(({ id, title, description, actions }) => ({ id, title, description, actions })),
    app: { qrCodeUrl: APP_QR_CODE_PATH, appStoreUrl: links.appStoreUrl, googlePlayUrl: links.googlePlayUrl },
  }
}
