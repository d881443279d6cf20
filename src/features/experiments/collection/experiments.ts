import type { CollectionConfig } from 'payload'
import { signedIn } from '@/lib/cms/access'
import { experimentsChanged } from '../definitions-events'
import { FLAG_KEY_PATTERN } from '../flag-keys'
import { EXPERIMENT_STATUSES } from '../experiment-status'
import { countriesField, coverageField } from './targeting'
import { experimentProblems, sitePathProblem } from './experiment-rules'

/**
 * URL-redirect experiments: visitors of a page are split between variations by their device id,
 * each variation keeping them on the page or sending them to another address of the site. The
 * site decides before the page is made (src/proxy/experiment-step.ts), so the cached pages stay
 * shared; a running experiment is followed from the next request on.
 */
export const Experiments: CollectionConfig = {
  slug: 'experiments',
  labels: { singular: 'Experiment', plural: 'Experiments' },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  admin: { group: 'Experiments', useAsTitle: 'name', defaultColumns: ['name', 'key', 'status', 'originalPath', 'updatedAt'] },
  hooks: {
    beforeValidate: [
      ({ data, originalDoc }) => {
        const problems = experimentProblems({ ...originalDoc, ...data })
        if (problems.length > 0) throw new Error(problems.join(' '))
        return data
      },
    ],
    afterChange: [({ doc, req }) => experimentsChanged(req).then(() => doc)],
    afterDelete: [({ doc, req }) => experimentsChanged(req).then(() => doc)],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120, admin: { width: '50%' } },
        {
          name: 'key',
          type: 'text',
          required: true,
          unique: true,
          maxLength: 60,
          admin: { width: '50%', description: 'Its id in analytics (experiment_viewed): lower-case words joined by hyphens.' },
          validate: (value: unknown) =>
            typeof value === 'string' && FLAG_KEY_PATTERN.test(value) ? true : 'Lower-case words joined by hyphens (home-hero-test).',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'draft',
          options: EXPERIMENT_STATUSES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
          admin: { width: '34%', description: 'Only a running experiment sends anyone anywhere.' },
        },
        {
          name: 'startsAt',
          label: 'From',
          type: 'date',
          admin: { width: '33%', date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: as soon as it runs.' },
        },
        {
          name: 'endsAt',
          label: 'Until',
          type: 'date',
          admin: { width: '33%', date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: until stopped.' },
        },
      ],
    },
    {
      name: 'originalPath',
      label: 'Page',
      type: 'text',
      required: true,
      maxLength: 300,
      admin: { description: 'The address it runs on, as visitors see it: /it/viaggi-di-gruppo.' },
      validate: (value: unknown) => sitePathProblem(value) ?? true,
    },
    {
      type: 'row',
      fields: [
        { ...coverageField, admin: { ...coverageField.admin, width: '50%' } },
        countriesField('countries', 'Empty: visitors from every country.'),
      ],
    },
    {
      name: 'variations',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 10,
      admin: { description: 'The first is usually the control: no address, the visitor stays on the page.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 80, admin: { width: '34%' } },
            {
              name: 'weight',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              defaultValue: 50,
              admin: { width: '16%', step: 1, description: 'Relative share.' },
            },
            {
              name: 'urlRedirect',
              label: 'Send to',
              type: 'text',
              maxLength: 300,
              admin: { width: '50%', description: 'Another address of the site (/it/landing-b); empty: stay.' },
              validate: (value: unknown) => (value ? (sitePathProblem(value) ?? true) : true),
            },
          ],
        },
      ],
    },
  ],
}
