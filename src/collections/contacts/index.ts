import type { GlobalConfig } from 'payload'
import { CONTACT_ICONS } from '@/features/contacts/contact-icons'
import { publishedOrSignedIn, signedIn } from '@/lib/cms/access'
import { linkField } from '../fields/link'
import { labelledRows } from '../row-label/labelled-rows'
import { revalidateShellDataAfterGlobalChange } from '../shell-data-revalidate'

/**
 * The contacts book of each edition: blocks of calls to action
 * (phone, e-mail, WhatsApp...), shown in the talk-to-us modal and on the contacts page.
 */
export const Contacts: GlobalConfig = {
  slug: 'contacts',
  label: 'Contacts',
  access: { read: publishedOrSignedIn, update: signedIn, readVersions: signedIn },
  admin: { group: 'Site settings', description: 'Ways to reach the team, per edition: the talk-to-us modal shows them.' },
  versions: { drafts: true, max: 20 },
  hooks: { afterChange: [revalidateShellDataAfterGlobalChange] },
  fields: [
    {
      name: 'blocks',
      label: 'Contact blocks',
      type: 'array',
      localized: true,
      maxRows: 8,
      admin: labelledRows,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'description', type: 'textarea', maxLength: 400 },
        {
          type: 'row',
          fields: [
            { name: 'showTalkToUs', label: 'Show in the talk-to-us modal', type: 'checkbox', defaultValue: true },
            { name: 'showContactPage', label: 'Show on the contacts page', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          name: 'callToActionList',
          label: 'Calls to action',
          type: 'array',
          minRows: 1,
          maxRows: 6,
          admin: labelledRows,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true, maxLength: 60, admin: { width: '40%' } },
                {
                  name: 'icon',
                  type: 'select',
                  required: true,
                  defaultValue: 'chat',
                  options: CONTACT_ICONS.map((icon) => ({ label: icon, value: icon })),
                  admin: { width: '20%' },
                },
                { name: 'hours', label: 'Opening hours', type: 'text', maxLength: 80, admin: { width: '40%' } },
              ],
            },
            linkField(),
          ],
        },
      ],
    },
  ],
}
