/** Builders for Lexical editor state, so seed content reads as text rather than JSON. */
type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

export const text = (value: string, bold = false): Node => ({
  type: 'text',
  text: value,
  format: bold ? 1 : 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

export const paragraph = (...children: Array<string | Node>): Node => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: children.map((child) => (typeof child === 'string' ? text(child) : child)),
})

export const heading = (tag: 'h2' | 'h3', value: string): Node => ({ ...base, type: 'heading', tag, children: [text(value)] })

export const bulletList = (items: string[]): Node => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, index) => ({ ...base, type: 'listitem', value: index + 1, children: [text(item)] })),
})

export const link = (label: string, url: string): Node => ({
  ...base,
  type: 'link',
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

export function richText(...children: Node[]) {
  return { root: { ...base, type: 'root', children } }
}

/** Plain paragraphs, the common case. */
export function paragraphs(...values: string[]) {
  return richText(...values.map((value) => paragraph(value)))
}
