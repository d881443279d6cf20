'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

/** The page's origin never changes while it is open. */
const unchanging = () => () => {}

/**
 * In an editor's preview, re-renders the page on the server each time the admin saves (autosave
 * too). The admin framing the preview is on this page's own origin (its preview address is
 * relative), so its messages are accepted from there, whatever host name it was opened on.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const adminOrigin = useSyncExternalStore(
    unchanging,
    () => location.origin,
    () => null,
  )
  return adminOrigin && <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={adminOrigin} />
}
