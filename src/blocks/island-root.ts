'use client'
import { createContext, useContext, type RefObject } from 'react'

/** The server-rendered root element of the block an island lives in (stable for its lifetime). */
export const IslandRootContext = createContext<RefObject<HTMLElement | null>>({ current: null })

/** For an island component: the block's root element, to enhance the server HTML around it. */
export function useBlockRoot(): RefObject<HTMLElement | null> {
  return useContext(IslandRootContext)
}
