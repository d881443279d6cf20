import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

/** A section's data: the loading line, the error with a retry, or the view drawn from the data. */
export function QueryStates<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useTranslations('accountArea')
  if (query.isError)
    return (
      <div className="b-account__view" data-view="error" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    )
  if (!query.data)
    return (
      <p className="b-account__view" data-view="loading" role="status">
        {t('loading')}
      </p>
    )
  return children(query.data)
}
