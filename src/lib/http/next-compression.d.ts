declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  /** The `compression` middleware Next bundles and runs on its answers when `compress` is on. */
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void
}
