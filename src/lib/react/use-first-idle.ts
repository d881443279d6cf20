'use client'
import { useEffect, useState } from 'react'
import { onIdle } from '@/lib/dom/idle'

/** False until the browser's first idle moment after mounting: what is not needed to show and hydrate the page waits for it. */
export function useFirstIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => onIdle(() => setIdle(true)), [])
  return idle
}
