/** Runs a script's `main`, exiting 0 when it resolves and 1 with its message when it fails. */
export function runMain(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
