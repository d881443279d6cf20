/** A wait that gave up (see `withTimeout`). */
export class TimeoutError extends Error {}

/** `work`, or a TimeoutError saying `message` once `ms` have passed without it settling. */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${message} within ${ms / 1000} s`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
