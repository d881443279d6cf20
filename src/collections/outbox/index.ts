import type { CollectionConfig } from 'payload'
import { adminsOnly } from '@/lib/cms/access'
import { OUTBOX_SLUG } from '@/lib/mail/outbox'

const nobody = () => false

/**
 * The mails a local site without SMTP sends, kept whole (src/lib/mail/outbox.ts writes them,
 * with overrideAccess). Only admins read them, in /admin and through `GET /api/outbox`; nobody
 * creates, edits or deletes them: the newest 1,000 are kept, older ones go as new ones arrive.
 */
export const Outbox: CollectionConfig = {
  slug: OUTBOX_SLUG,
  labels: { singular: 'Mail', plural: 'Outbox' },
  admin: {
    group: 'Mail',
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'createdAt'],
    listSearchableFields: ['to', 'subject'],
    description:
      'Every mail the site sends while it has no mail server (SMTP_URL): sign-in codes, confirmations, alerts. The newest 1,000 are kept.',
  },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', admin: { readOnly: true } },
    { name: 'from', type: 'text', admin: { readOnly: true } },
    {
      name: 'createdAt',
      label: 'Sent at',
      type: 'date',
      index: true,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm:ss' } },
    },
    {
      name: 'html',
      label: 'As the recipient sees it',
      type: 'textarea',
      admin: { readOnly: true, components: { Field: '@/collections/outbox/MailHtmlField#MailHtmlField' } },
    },
    { name: 'text', label: 'Text part', type: 'textarea', admin: { readOnly: true, rows: 12, className: 'field-code-text' } },
    {
      type: 'collapsible',
      label: 'Message source',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'source',
          label: 'Headers and parts, as sent',
          type: 'textarea',
          admin: { readOnly: true, rows: 20, className: 'field-code-text' },
        },
      ],
    },
  ],
}
