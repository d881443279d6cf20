/** Seed writes never need cache revalidation: no server is serving them yet. Pass it on every write. */
export const context = { disableRevalidate: true }
