import { describe, expect, it } from 'vitest'
import { translator } from '@/editions/translator'
import { errorText } from '@/shell/error-page/error-text'

describe('error page text', () => {
  it('puts 404 and 410 off the map, in the edition language', () => {
    expect(errorText(translator('en', 'error'), { status: 404 }, true)).toEqual({
      status: 404,
      title: 'This page is not on the map',
      subtitle: 'There was an error!',
    })
    expect(errorText(translator('de', 'error'), { status: 410 }, true)).toMatchObject({
      title: 'Diese Seite ist nicht auf der Karte!',
      subtitle: 'Es gab einen Fehler!',
    })
  })

  it('shows a generic text for other errors in production', () => {
    expect(errorText(translator('en', 'error'), { status: 500, message: 'relation "pages" does not exist' }, true)).toEqual({
      status: 500,
      title: 'Something went wrong',
      subtitle: 'There was an error!',
    })
  })

  it('shows status and message outside production, 500 by default', () => {
    expect(errorText(translator('en', 'error'), { message: 'boom' }, false).subtitle).toBe('500: boom')
  })
})
