/** A minimal rich-text value: one paragraph. */
export function paragraphText(text: string) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
        },
      ],
    },
  }
}

/** A rich-text value of one paragraph holding one link to `url`. */
export function linkedText(label: string, url: string) {
  const value = paragraphText('')
  value.root.children[0]!.children = [
    {
      type: 'link',
      format: '',
      indent: 0,
      version: 3,
      direction: 'ltr',
      fields: { linkType: 'custom', url, newTab: false },
      children: [{ type: 'text', text: label, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
    } as never,
  ]
  return value
}
