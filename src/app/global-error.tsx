'use client'

/** Last resort, when even the error page failed: a plain page with a link home. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '64px 16px' }}>
        <h1>There was an error!</h1>
        <p>
          {/* A full page load on purpose: the app itself just failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Go to the home page</a>
        </p>
      </body>
    </html>
  )
}
