import { notFound } from 'next/navigation'
import { Suspense } from 'react'

function NotFoundSignal(): never {
  notFound()
}

/**
 * Makes the page that renders it answer 404 while keeping its own HTML: for a page that draws
 * its "not found" content itself, in its full layout.
 *
 * A `notFound()` thrown by a page is drawn by the not-found boundary in the browser only: React's
 * server render runs no error boundaries, so the server answers Next's empty error document
 * (next.js #62228, open). Thrown inside a `<Suspense>`, it leaves the HTML around it in place
 * and Next still records the 404 for the page and its cache entry (`prerenderToStream` in
 * next/dist/server/app-render/app-render.js; Next 16.4). The boundary sits in a `<noscript>`,
 * whose children React in the browser never renders nor hydrates: no "switched to client
 * rendering" error, no boundary left waiting, and no not-found boundary replacing the page.
 */
export function NotFoundStatus() {
  return (
    <noscript>
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </noscript>
  )
}
