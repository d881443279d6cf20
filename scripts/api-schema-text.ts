/**
 * A JSON Schema (as zod's `z.toJSONSchema` writes it) as a TypeScript-like type for a reader:
 * objects one property a line, each with its limits and description as a comment.
 */
type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  description?: string
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
}

const INDENT = '  '

const range = (min: number | undefined, max: number | undefined, unit = '') => {
  if (min !== undefined && max !== undefined) return min === max ? `${min}${unit}` : `${min}-${max}${unit}`
  if (min !== undefined) return `≥ ${min}${unit}`
  if (max !== undefined) return `≤ ${max}${unit}`
  return null
}

/** An integer's or a number's range; zod's safe-integer limits say nothing to a reader. */
function numberRange(schema: Schema): string | null {
  const stated = (value: number | undefined) => (value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value)
  const step = schema.type === 'integer' ? 1 : 0
  const min = stated(schema.minimum) ?? (stated(schema.exclusiveMinimum) === undefined ? undefined : schema.exclusiveMinimum! + step)
  const max = stated(schema.maximum) ?? (stated(schema.exclusiveMaximum) === undefined ? undefined : schema.exclusiveMaximum! - step)
  const exclusive = !step && (schema.exclusiveMinimum !== undefined || schema.exclusiveMaximum !== undefined)
  const text = range(min, max)
  return text && exclusive ? `${text} (bounds excluded)` : text
}

/** The branch that is not `null`, for `X | null`. */
const variants = (schema: Schema) => schema.anyOf ?? schema.oneOf

/** A schema's limits in words: lengths, ranges, format, pattern, default, then its description. */
export function notes(schema: Schema): string[] {
  const branches = variants(schema)?.filter((branch) => branch.type !== 'null')
  const inner = branches?.length === 1 ? branches[0]! : schema
  const found: string[] = []
  const length = range(inner.minLength, inner.maxLength, ' characters')
  if (length) found.push(length)
  const bounds = numberRange(inner)
  if (bounds) found.push(bounds)
  const items = range(inner.minItems, inner.maxItems, ' items')
  if (items) found.push(items)
  const each = inner.type === 'array' && inner.items && !inner.items.properties ? notes(inner.items) : []
  if (each.length) found.push(`each ${each.join(', ')}`)
  if (inner.format) found.push(inner.format)
  else if (inner.pattern) found.push(`\`${inner.pattern}\``)
  if (inner.default !== undefined) found.push(`default ${JSON.stringify(inner.default)}`)
  const description = schema.description ?? inner.description
  if (description) found.push(description)
  return found
}

/** The type of `schema`, lines after the first indented by `depth`. */
export function typeText(schema: Schema, depth = 0): string {
  const branches = variants(schema)
  if (branches) {
    const texts = branches.map((branch) => typeText(branch, depth))
    return texts.map((text) => (text.includes(' | ') && !text.startsWith('{') ? `(${text})` : text)).join(' | ')
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type
  if (type === 'array') {
    const item = schema.items ? typeText(schema.items, depth) : 'unknown'
    return item.includes(' | ') && !item.endsWith('}') ? `(${item})[]` : `${item}[]`
  }
  if (type === 'object') return objectText(schema, depth)
  if (type === 'integer') return 'integer'
  return type ?? 'unknown'
}

function objectText(schema: Schema, depth: number): string {
  const entries = Object.entries(schema.properties ?? {})
  // Only a loose object's answer says it has more keys (`…`); a query or body's other keys are ignored.
  const open = typeof schema.additionalProperties === 'object'
  if (!entries.length) return open ? '{ … }' : '{}'
  const pad = INDENT.repeat(depth + 1)
  const lines = entries.map(([name, property]) => {
    const optional = schema.required?.includes(name) ? '' : '?'
    const said = notes(property)
    return `${pad}${name}${optional}: ${typeText(property, depth + 1)}${said.length ? ` // ${said.join('; ')}` : ''}`
  })
  if (open) lines.push(`${pad}…`)
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`
}
