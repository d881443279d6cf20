const warned = new Set<string>()

/** Logs a configuration problem once per process, however often the setting is read (each page render reads some). */
export function warnOnce(message: string): void {
  if (warned.has(message)) return
  warned.add(message)
  console.warn(message)
}
