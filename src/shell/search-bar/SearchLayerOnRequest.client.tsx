'use client'
import { lazy, Suspense } from 'react'
import { useSearchLayerWanted } from './search-layer-request'

const SearchLayer = lazy(() => import('./SearchLayer.client').then((module) => ({ default: module.SearchLayer })))

/** The header's search layer, mounted once a trigger asks for it (`requestSearchLayer`): its code and texts are not needed before. */
export function SearchLayerOnRequest() {
  return useSearchLayerWanted() ? (
    <Suspense fallback={null}>
      <SearchLayer />
    </Suspense>
  ) : null
}
