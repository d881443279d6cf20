/**
 * Type-level guarantees of `defineBlock`, checked by `tsc` (npm test's types step): each
 * `@ts-expect-error` line must fail to compile, or the check fails as an unused directive.
 */
import { defineBlock } from '@/blocks/define-block'
import type { BlockProps } from '@/blocks/types'

const cms = {
  interfaceName: 'CalendarBlock',
  labels: { singular: 'Calendar', plural: 'Calendars' },
  group: 'Catalog' as const,
  thumbnail: '',
  fields: [],
}

type Months = { months: string[] }
const loadMonths = async () => ({ months: ['2027-03'] })
const ShowMonths = ({ data }: BlockProps<'calendar', Months>) => data.months.join()
const ShowCount = ({ data }: BlockProps<'calendar', number>) => data.toFixed()
const ShowNothing = ({ block }: BlockProps<'calendar'>) => block.title ?? null
const lazy =
  <T>(value: T) =>
  async () => ({ default: value })

// The loader's result is the component's data.
defineBlock({ ...cms, slug: 'calendar', load: lazy(loadMonths), render: lazy(ShowMonths) })
// A block without a loader renders a component without data.
defineBlock({ ...cms, slug: 'calendar', render: lazy(ShowNothing) })

// @ts-expect-error the loader gives months, the component wants a number
defineBlock({ ...cms, slug: 'calendar', load: lazy(loadMonths), render: lazy(ShowCount) })
// @ts-expect-error a component that needs data, declared without a loader
defineBlock({ ...cms, slug: 'calendar', render: lazy(ShowMonths) })
// @ts-expect-error a slug that is no block type
defineBlock({ ...cms, slug: 'gallery', render: lazy(ShowNothing) })
// @ts-expect-error the component is for another block type
defineBlock({ ...cms, slug: 'faq', render: lazy(ShowNothing) })
