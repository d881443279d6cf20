'use client'
import { useIslandRoot } from '@/lib/islands/island-root'

/** For a block's island component: the block's root element, to enhance the server HTML around it. */
export const useBlockRoot = useIslandRoot
