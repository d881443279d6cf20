'use client'

/** A form field's error, tied to its field by id (`aria-describedby`) and read out when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="b-booking-request__error" role="alert">
      {message}
    </p>
  ) : null
}

/** What a field with an error carries: `aria-invalid`, and its error's id to be read with it. */
export const invalidProps = (errorId: string, hasError: boolean) => ({
  'aria-invalid': hasError ? true : undefined,
  'aria-describedby': hasError ? errorId : undefined,
})
