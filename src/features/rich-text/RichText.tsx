import type { Edition } from '@/editions/edition'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { RichText as LexicalRichText, type JSXConvertersFunction, LinkJSXConverter } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'
import { pagePath } from '@/editions/page-path'
import { safeUrl } from '@/lib/text/safe-url'
import type { RichTextBlock } from '@/payload-types'

/** Rich text as Payload stores it. */
export type RichTextData = RichTextBlock['content']

type ConverterArgs = { node: unknown } & Record<string, unknown>

type LinkNode = { fields: { doc?: { relationTo?: string; value?: unknown } | null; url?: string | null } }

function linkTarget(node: LinkNode, edition: Edition): string {
  const value = node.fields.doc?.value
  if (value && typeof value === 'object') {
    return pagePath(value as { routingKey?: string; slug?: string }, edition) || '#'
  }
  return '#'
}

function converters(edition: Edition): JSXConvertersFunction {
  return ({ defaultConverters }) => {
    const links = LinkJSXConverter({ internalDocToHref: ({ linkNode }) => linkTarget(linkNode as LinkNode, edition) }) as Record<
      'link' | 'autolink',
      (args: ConverterArgs) => ReactNode
    >
    return {
      ...defaultConverters,
      ...links,
      // External links pass through safeUrl: no `javascript:` or `data:` target reaches the page.
      link: (args) => {
        const node = args.node as LinkNode & { fields: { linkType?: string } }
        if (node.fields.linkType === 'internal') return links.link(args)
        return links.link({ ...args, node: { ...args.node, fields: { ...node.fields, url: safeUrl(node.fields.url) ?? '#' } } })
      },
      autolink: (args) => {
        const node = args.node as LinkNode
        return links.autolink({ ...args, node: { ...args.node, fields: { ...node.fields, url: safeUrl(node.fields.url) ?? '#' } } })
      },
    }
  }
}

/** Editor rich text rendered on the server into plain HTML (no JavaScript shipped). */
export function RichText({ data, edition, className }: { data: RichTextData | null | undefined; edition: Edition; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data as unknown as SerializedEditorState} converters={converters(edition)} className={className} />
}

/** The words of a rich text, for places that take plain text (JSON-LD, meta descriptions). */
export function richTextToPlainText(data: RichTextData | null | undefined): string {
  if (!data) return ''
  return convertLexicalToPlaintext({ data: data as unknown as SerializedEditorState })
    .replace(/\s+/g, ' ')
    .trim()
}
