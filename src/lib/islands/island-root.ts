'use client'
import { createContext, useContext, type RefObject } from 'react'

/** The server-rendered element an island enhances (its block, or its own wrapper): stable for its lifetime. */
export const IslandRootContext = createContext<RefObject<HTMLElement | null>>({ current: null })

/** For an island component: the element around it, to enhance the server HTML there. */
export function useIslandRoot(): RefObject<HTMLElement | null> {
  return useContext(IslandRootContext)
}
