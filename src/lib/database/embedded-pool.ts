/** Larger pools corrupt mixed reads and writes through the PGlite socket; 1 hangs (the adapter keeps one). */
export const EMBEDDED_POOL_MAX = 2
