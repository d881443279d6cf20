import { ApiError } from './api-error'
import { decodeUtf8, isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text'

/** Issue paths are echoed to the caller: the path into a deeply nested body is cut short. */
const MAX_PATH_LENGTH = 200

type Node = { value: unknown; key: string; parent: Node | null }

function pathOf(node: Node | null): string {
  const keys: string[] = []
  for (let at = node; at?.parent; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.').slice(0, MAX_PATH_LENGTH)
}

/**
 * The path (`a.0.b`) of the first string or key in a parsed JSON value that cannot be stored
 * (NUL, unpaired surrogate), or null. Walks without recursion: nesting depth is the sender's.
 */
export function unstorableJsonPath(value: unknown): string | null {
  const pending: Node[] = [{ value, key: '', parent: null }]
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (typeof node.value === 'string') {
      if (!isStorableText(node.value)) return pathOf(node)
    } else if (node.value !== null && typeof node.value === 'object') {
      for (const [key, child] of Object.entries(node.value)) {
        if (!isStorableText(key)) return pathOf(node)
        pending.push({ value: child, key, parent: node })
      }
    }
  }
  return null
}

function invalid(path: string, message: string, summary = 'The request is not valid.'): ApiError {
  return new ApiError('VALIDATION_ERROR', summary, { issues: [{ path, message }] })
}

/**
 * Refuses (400 VALIDATION_ERROR) a body that is not empty and not a JSON document in valid
 * UTF-8 whose every string and key can be stored. Returns the parsed value (undefined when empty).
 */
export function checkedJsonBody(bytes: Uint8Array): unknown {
  const text = decodeUtf8(bytes)
  if (text === null) throw invalid('', 'The body is not valid UTF-8.')
  if (!text.trim()) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalid('', 'Send a JSON object.', 'The request body is not valid JSON.')
  }
  const path = unstorableJsonPath(value)
  if (path !== null) throw invalid(path, UNSTORABLE_TEXT_MESSAGE)
  return value
}
