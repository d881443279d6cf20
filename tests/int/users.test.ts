import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { quiet, testCms } from './test-cms'

describe('users and roles', () => {
  let payload: Payload
  let admin: User
  let editor: User

  beforeAll(async () => {
    payload = await testCms()
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, context: quiet })
    // The first account ever created is an admin, whatever role was asked for.
    admin = await payload.create({
      collection: 'users',
      data: { email: 'first@example.com', password: 'first-password-1', role: 'editor' },
      context: quiet,
    })
    editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'editor-password-1', role: 'editor' },
      context: quiet,
    })
  })

  it('makes the first user an admin and later ones what they were given', () => {
    expect(admin.role).toBe('admin')
    expect(editor.role).toBe('editor')
  })

  it('lets an admin create users', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: 'new@example.com', password: 'new-password-1', role: 'editor' },
      user: admin,
      overrideAccess: false,
      context: quiet,
    })
    expect(created.email).toBe('new@example.com')
  })

  it('does not let an editor manage users', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@example.com', password: 'x-password-1', role: 'admin' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'users', id: admin.id, user: editor, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'users', id: admin.id, data: { name: 'Renamed' }, user: editor, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('does not let an editor make themselves an admin', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin', name: 'Eddie' },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.name).toBe('Eddie')
    expect(updated.role).toBe('editor')
  })

  it('hides users from anonymous readers', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})
