'use client'
import { lazy, Suspense } from 'react'
import { WithIntl } from '@/lib/intl/WithIntl.client'
import { useSearchLayerWanted } from './search-layer-request'

const SearchLayer = lazy(() => import('./SearchLayer.client').then((module) => ({ default: module.SearchLayer })))

/** The header's search layer, mounted once a trigger asks for it (`requestSearchLayer`): its code is not needed before. */
export function SearchLayerOnRequest() {
  return useSearchLayerWanted() ? (
    <Suspense fallback={null}>
      <WithIntl>
        <SearchLayer />
      </WithIntl>
    </Suspense>
  ) : null
}
