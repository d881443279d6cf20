import { useMutation } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useState, type ChangeEvent } from 'react'
import { removePicture, savePicture } from '@/customer/account-area/account-area-api'
import { pictureErrorMessage, pictureFileRefusal, type PictureErrorMessage } from '@/customer/account-area/picture-errors'
import type { UserData } from '@/customer/accounts/customers'
import { useSession } from '@/customer/accounts/session-store'
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS } from '@/customer/pictures/picture-rules'
import { useToastStore } from '@/shell/toasts/toast-store'

const PLACEHOLDER_AVATAR = '/images/avatar-placeholder.svg'
const LIMITS = { maxMegabytes: PICTURE_MAX_BYTES / (1024 * 1024), maxMegapixels: PICTURE_MAX_PIXELS / 1_000_000 }

/** The address of the chosen file while it is shown, released once it is not. */
function usePreview() {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  return [preview, (file: Blob | null) => setPreview(file && URL.createObjectURL(file))] as const
}

/**
 * The customer's picture (or the placeholder) and its controls: choosing a file shows it at once
 * and uploads it, with its progress; the site's reasons for refusing one are said in an alert.
 * Once saved or removed, the session's customer changes, and the header's avatar with it.
 */
export function PictureEditor() {
  const t = useTranslations('accountArea')
  const customer = useSession((state) => state.customer)!
  const id = useId()
  const [inputId, hintId, errorId] = [`${id}-input`, `${id}-hint`, `${id}-error`]
  const [preview, showPreview] = usePreview()
  const [progress, setProgress] = useState(0)
  const [error, setError] = useState<PictureErrorMessage | null>(null)
  const changed = (message: 'pictureSaved' | 'pictureRemoved') => (updated: UserData) => {
    useSession.setState({ customer: updated })
    useToastStore.getState().show(t(message))
  }
  const upload = useMutation({
    mutationFn: (file: File) => savePicture(file, setProgress),
    onSuccess: changed('pictureSaved'),
    onError: (failure) => setError(pictureErrorMessage(failure)),
    onSettled: () => showPreview(null),
  })
  const remove = useMutation({
    mutationFn: removePicture,
    onSuccess: changed('pictureRemoved'),
    onError: (failure) => setError(pictureErrorMessage(failure)),
  })
  const busy = upload.isPending || remove.isPending

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Emptied, so that choosing the same file again (after an error) is a change too.
    event.target.value = ''
    if (!file) return
    const refusal = pictureFileRefusal(file)
    setError(refusal)
    if (refusal) return
    setProgress(0)
    showPreview(file)
    upload.mutate(file)
  }

  return (
    <div className="b-account__picture" aria-busy={busy}>
      <img
        className="b-account__avatar"
        src={preview || customer.pictureImage?.url || PLACEHOLDER_AVATAR}
        alt={preview ? t('picturePreviewAlt') : customer.pictureImage?.altText || t('pictureAlt')}
        width={96}
        height={96}
      />
      <div className="b-account__picture-controls">
        <input
          id={inputId}
          className="b-account__picture-input"
          type="file"
          name="picture"
          accept={PICTURE_ACCEPT}
          disabled={busy}
          aria-describedby={`${hintId} ${errorId}`}
          onChange={choose}
        />
        <label htmlFor={inputId} className="button button--secondary b-account__picture-button">
          {t('changePicture')}
        </label>
        {customer.pictureImage && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              setError(null)
              remove.mutate()
            }}
          >
            {t('removePicture')}
          </button>
        )}
        <p id={hintId} className="b-account__help b-account__picture-hint">
          {t('pictureHint', LIMITS)}
        </p>
        {upload.isPending && <progress className="b-account__progress" max={1} value={progress} aria-label={t('pictureUploading')} />}
        <p id={errorId} className="b-account__error" role="alert">
          {error && t(error, LIMITS)}
        </p>
      </div>
    </div>
  )
}
