'use client'
import { use, type ReactNode } from 'react'
import { useEdition } from './EditionProvider.client'
import { EDITIONS } from './editions'
import { onDemandTexts } from './on-demand-texts'
import { WithIntl } from '@/lib/intl/WithIntl.client'

/**
 * Gives `children` next-intl's hooks with the page's texts and those of the parts opened on
 * demand (on-demand-texts.ts). Suspends while they load: render it inside a Suspense boundary.
 */
export function WithOnDemandTexts({ children }: { children: ReactNode }) {
  const texts = use(onDemandTexts(EDITIONS[useEdition().code].language))
  return <WithIntl messages={texts}>{children}</WithIntl>
}
