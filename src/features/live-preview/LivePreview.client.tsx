'use client'
import { lazy, Suspense } from 'react'

/** Loaded only when rendered: the live-preview library reaches editors' browsers, never visitors'. */
const LivePreviewRefresh = lazy(() => import('./LivePreviewRefresh.client').then((module) => ({ default: module.LivePreviewRefresh })))

/** The live preview of an editor's draft (rendered only in draft mode). */
export function LivePreview() {
  return (
    <Suspense fallback={null}>
      <LivePreviewRefresh />
    </Suspense>
  )
}
