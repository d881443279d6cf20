'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { TextareaFieldClientComponent } from 'payload'
import { mailFrameDocument } from './mail-frame-document'

/**
 * A kept mail's HTML drawn as its recipient sees it, in a frame sandboxed without scripts or the
 * admin's origin: nothing in a mail can act in the admin. Its links open in a new tab.
 */
export const MailHtmlField: TextareaFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path })
  return (
    <div className="field-type mail-html-field">
      <FieldLabel label={field.label} path={path} />
      {value ? (
        <iframe
          className="mail-html-field__frame"
          title="The mail as its recipient sees it"
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={mailFrameDocument(value)}
        />
      ) : (
        <p>This mail has no HTML part.</p>
      )}
    </div>
  )
}
