import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { cmsRest } from '../support/cms-rest'
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

describe('unlocking', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testCms()
  })

  it("refuses an editor's unlock of an admin (403)", async () => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    const admin = await payload.create({
      collection: 'users',
      data: { email: `locked-${stamp}@example.com`, password: 'locked-password-1', role: 'admin' },
      context: quiet,
    })
    const caller = { email: `caller-${stamp}@example.com`, password: 'caller-password-1' }
    await payload.create({ collection: 'users', data: { ...caller, role: 'editor' }, context: quiet })
    const { token } = await payload.login({ collection: 'users', data: caller })
    const answer = await cmsRest('POST', '/api/users/unlock', { token: token!, body: { email: admin.email } })
    expect(answer.status).toBe(403)
  })
})
