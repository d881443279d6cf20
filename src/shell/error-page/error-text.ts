export type ErrorText = { status: number; title: string; subtitle: string }

type ErrorMessageKey = 'notFoundTitle' | 'notFoundSubtitle' | 'errorTitle' | 'errorSubtitle'

/**
 * What the error page says: 404 and 410 are "not on the map"; any other status
 * shows a generic subtitle in production, and its status and message everywhere else.
 * `t` is next-intl's translator of the `error` namespace (server or client).
 */
export function errorText(
  t: (key: ErrorMessageKey) => string,
  error: { status?: number; message?: string },
  production: boolean,
): ErrorText {
  const status = error.status ?? 500
  if (status === 404 || status === 410) return { status, title: t('notFoundTitle'), subtitle: t('notFoundSubtitle') }
  return {
    status,
    title: t('errorTitle'),
    subtitle: production ? t('errorSubtitle') : `${status}: ${error.message ?? 'Unknown error'}`,
  }
}
