import { safeUrl } from './safe-url'

/** A stored Lexical node, as far as links go: link and autolink nodes keep their address in `fields.url`. */
type LexicalNode = { type?: unknown; url?: unknown; fields?: { linkType?: unknown; url?: unknown } | null; children?: unknown }

/** What a link not yet given an address holds (the editor's default): nothing to follow. */
const NO_ADDRESS = new Set(['', 'https://', 'http://'])

const isNode = (value: unknown): value is LexicalNode => typeof value === 'object' && value !== null

/** The address a node links to, when it is an address (internal links point at a document). */
function addressOf(node: LexicalNode): string | null {
  if (node.fields?.linkType === 'internal') return null
  const url = node.fields?.url ?? node.url
  return typeof url === 'string' ? url : null
}

/** Whether a node's address would reach a client that follows it as given (see `safeUrl`). */
function isUnsafe(node: LexicalNode): boolean {
  const address = addressOf(node)
  return address !== null && !NO_ADDRESS.has(address.trim()) && safeUrl(address) === undefined
}

/** Every unsafe link address in stored rich text (`{ root }`), in document order. */
export function unsafeLinkAddresses(value: unknown): string[] {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (!isNode(node)) return
    if (isUnsafe(node)) found.push(addressOf(node)!)
    if (Array.isArray(node.children)) node.children.forEach(visit)
  }
  if (isNode(value)) visit((value as { root?: unknown }).root)
  return found
}

/** The nodes with each unsafe link replaced by its own content: the text stays, the link goes. */
function withoutUnsafe(nodes: unknown[]): unknown[] {
  return nodes.flatMap((node) => {
    if (!isNode(node)) return [node]
    const children = Array.isArray(node.children) ? withoutUnsafe(node.children) : undefined
    if (isUnsafe(node)) return children ?? []
    return [children ? { ...node, children } : node]
  })
}

/** Stored rich text without unsafe links (saved before the rule, or written around the CMS). */
export function withoutUnsafeLinks<T>(value: T): T {
  if (!unsafeLinkAddresses(value).length) return value
  const { root } = value as { root: LexicalNode }
  return { ...value, root: { ...root, children: withoutUnsafe(Array.isArray(root.children) ? root.children : []) } }
}
