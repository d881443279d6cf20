'use client'
import { useEffect } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import { startBrowserReporting } from './browser-reporting'
import type { ReportingConfig } from './reporting-config'

/** Reports the page's errors once mounted (at the first idle moment, only when a DSN is set). */
export function ErrorReporting({ config }: { config: ReportingConfig }) {
  const edition = useEdition().code
  useEffect(() => startBrowserReporting(config, edition), [config, edition])
  return null
}
