import fs from 'node:fs/promises'
import path from 'node:path'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DELETE as deletePicture, GET as getPicture, PUT as putPicture, GET as usersMe } from '@/app/(site)/api/v1/[...path]/route'
import { GET as servePictureRoute } from '@/app/(site)/customer-pictures/[file]/route'
import { CUSTOMER_PICTURES_SLUG, pictureFilePath } from '@/customer/pictures/picture-files'
import { AVATAR_SIZE_PX, PICTURE_MAX_BYTES } from '@/customer/pictures/picture-rules'
import type { User } from '@/payload-types'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { siteCaller, signedInCustomer, type Answer } from './site-call'
import { testCms } from './test-cms'

let payload: Payload
let mails: CapturedMail[]

const call = siteCaller('10.9.0')
const newCustomer = () => signedInCustomer(call, mails, 'picture')

let address = 0
/** `PUT /api/v1/account/picture` with `bytes` as the body, as the profile page sends a file. */
async function upload(token: string | null, bytes: Uint8Array, type = 'image/png') {
  const headers: Record<string, string> = { 'content-type': type, 'x-wayfarer-socket-address': `10.9.1.${++address % 250}` }
  if (token) headers.authorization = `Bearer ${token}`
  const request = new NextRequest('http://localhost/api/v1/account/picture', { method: 'PUT', headers, body: new Uint8Array(bytes) })
  const response = await putPicture(request, { params: Promise.resolve({}) })
  return { status: response.status, body: (await response.json()) as Answer }
}

const remove = (token?: string) => call(deletePicture, 'account/picture', { token, method: 'DELETE' })

/** A PNG photo carrying EXIF text, a colour profile and a comment. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f7d6d' } })
    .png()
    .withMetadata({ icc: 'p3', exif: { IFD0: { Copyright: 'Home address, 12 Elm Street' } } })
    .toBuffer()

/** What the site serves at a picture's address. */
async function served(url: string) {
  const file = url.replace(/^\/customer-pictures\//, '')
  const response = await servePictureRoute(new Request(`http://localhost${url}`), { params: Promise.resolve({ file }) })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const fileOf = (url: string) => pictureFilePath(payload, path.basename(url))
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  )
const picturesOf = async (email: string) => {
  const customer = (await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
  return (await payload.find({ collection: CUSTOMER_PICTURES_SLUG, where: { customer: { equals: customer.id } }, overrideAccess: true }))
    .docs
}
const pictureUrl = async (token: string) => (await call(usersMe, 'backoffice/users/me', { token })).body.data.pictureImage?.url ?? null

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
})

describe('/account/picture', () => {
  it('answers 401 to a visitor or a bad token and 405 to another method', async () => {
    const png = await photo(64, 64)
    expect(await upload(null, png)).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    expect(await upload('not-a-token', png)).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    expect(await remove()).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    const { token } = await newCustomer()
    expect(await call(getPicture, 'account/picture', { token })).toMatchObject({ status: 405, body: { key: 'METHOD_NOT_ALLOWED' } })
  })

  it('stores a PNG re-encoded: a square WebP of the avatar size without its metadata, served privately at an unguessable address', async () => {
    const { email, token } = await newCustomer()
    const original = await photo(900, 600)
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const answer = await upload(token, original)
    expect(answer.status).toBe(200)
    const url = answer.body.data.pictureImage.url as string
    expect(url).toMatch(/^\/customer-pictures\/[0-9a-f]{32}\.webp$/)
    expect(answer.body.data).toMatchObject({ email, pictureImage: { url, altText: '' } })
    // The session's own call gives it too: the header's avatar reads it there.
    expect(await pictureUrl(token)).toBe(url)

    const { status, headers, bytes } = await served(url)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('image/webp')
    expect(headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    const metadata = await sharp(bytes).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', AVATAR_SIZE_PX, AVATAR_SIZE_PX])
    expect([metadata.exif, metadata.icc, metadata.xmp]).toEqual([undefined, undefined, undefined])
    expect(bytes.includes(Buffer.from('Elm Street'))).toBe(false)
    expect(await picturesOf(email)).toEqual([expect.objectContaining({ mimeType: 'image/webp', width: AVATAR_SIZE_PX })])
  })

  it('refuses what is not a JPEG, PNG or WebP by its content with 400, a damaged picture too, and keeps the picture it had', async () => {
    const { token } = await newCustomer()
    const kept = (await upload(token, await photo(64, 64))).body.data.pictureImage.url
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    for (const [bytes, type] of [
      [Buffer.from('Not a photo: a text file renamed holiday.jpg\n'), 'image/jpeg'],
      [gif, 'image/gif'],
      [svg, 'image/svg+xml'],
    ] as const)
      expect(await upload(token, bytes, type)).toMatchObject({
        status: 400,
        body: { key: 'UNSUPPORTED_PICTURE_TYPE', extra: { accepted: ['image/jpeg', 'image/png', 'image/webp'] } },
      })
    const png = await photo(64, 64)
    expect(await upload(token, png.subarray(0, 60))).toMatchObject({ status: 400, body: { key: 'PICTURE_UNREADABLE' } })
    expect(await upload(token, new Uint8Array())).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(await pictureUrl(token)).toBe(kept)
  })

  it('refuses a body over 5 MB with 413, read no further, and keeps the picture it had', async () => {
    const { email, token } = await newCustomer()
    const tooBig = new Uint8Array(PICTURE_MAX_BYTES + 1)
    tooBig.set(await photo(16, 16))
    expect(await upload(token, tooBig)).toMatchObject({
      status: 413,
      body: { key: 'PAYLOAD_TOO_LARGE', extra: { maxBytes: PICTURE_MAX_BYTES } },
    })
    // Sent in chunks, without a length: refused as soon as it passes the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= PICTURE_MAX_BYTES; sent += 1024 * 1024) controller.enqueue(new Uint8Array(1024 * 1024))
        controller.close()
      },
    })
    const request = new NextRequest('http://localhost/api/v1/account/picture', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'x-wayfarer-socket-address': '10.9.2.1' },
      body: chunks,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1])
    const streamed = await putPicture(request, { params: Promise.resolve({}) })
    expect(streamed.status).toBe(413)
    expect(await picturesOf(email)).toEqual([])
  })

  it('replaces the previous picture: its record and file are deleted, its address answers 404', async () => {
    const { email, token } = await newCustomer()
    const first = (await upload(token, await photo(300, 300))).body.data.pictureImage.url as string
    const second = (await upload(token, await photo(200, 400))).body.data.pictureImage.url as string
    expect(second).not.toBe(first)
    expect(await pictureUrl(token)).toBe(second)
    expect((await picturesOf(email)).map((picture) => picture.filename)).toEqual([path.basename(second)])
    expect(await exists(fileOf(first))).toBe(false)
    expect((await served(first)).status).toBe(404)
    expect((await served(second)).status).toBe(200)
  })

  it('removes the picture: back to the placeholder, record and file gone; removing again changes nothing', async () => {
    const { email, token } = await newCustomer()
    const url = (await upload(token, await photo(128, 128))).body.data.pictureImage.url as string
    const removed = await remove(token)
    expect(removed).toMatchObject({ status: 200, body: { data: { email, pictureImage: null } } })
    expect(await pictureUrl(token)).toBeNull()
    expect(await picturesOf(email)).toEqual([])
    expect(await exists(fileOf(url))).toBe(false)
    expect((await served(url)).status).toBe(404)
    expect(await remove(token)).toMatchObject({ status: 200, body: { data: { pictureImage: null } } })
  })

  it('acts on the caller’s own picture only: another customer’s removal or upload leaves it as it was', async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const url = (await upload(owner.token, await photo(100, 100))).body.data.pictureImage.url as string
    await remove(other.token)
    const theirs = (await upload(other.token, await photo(100, 100))).body.data.pictureImage.url as string
    await remove(other.token)
    expect(theirs).not.toBe(url)
    expect(await pictureUrl(owner.token)).toBe(url)
    expect((await served(url)).status).toBe(200)
    expect(await picturesOf(owner.email)).toHaveLength(1)
  })

  it('keeps the previous picture whole when the write fails inside the transaction, and leaves no new file behind', async () => {
    const { email, token } = await newCustomer()
    const kept = (await upload(token, await photo(80, 80))).body.data.pictureImage.url as string
    const folder = path.dirname(fileOf(kept))
    const filesBefore = (await fs.readdir(folder)).sort()
    const update = payload.update.bind(payload)
    const failing = vi.spyOn(payload, 'update').mockImplementation(((args: Parameters<Payload['update']>[0]) => {
      if (args.collection === 'customers') return Promise.reject(new Error('the disk is full'))
      return update(args)
    }) as Payload['update'])
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const answer = await upload(token, await photo(90, 90))
      expect([answer.status, answer.body.key]).toEqual([500, 'INTERNAL_ERROR'])
      expect(JSON.stringify(answer.body)).not.toMatch(/disk|\n\s+at /)
      expect((await remove(token)).status).toBe(500)
    } finally {
      failing.mockRestore()
      quiet.mockRestore()
    }
    expect(await pictureUrl(token)).toBe(kept)
    expect((await picturesOf(email)).map((picture) => picture.filename)).toEqual([path.basename(kept)])
    expect((await served(kept)).status).toBe(200)
    expect((await fs.readdir(folder)).sort()).toEqual(filesBefore)
  })
})

describe('/customer-pictures/{file}', () => {
  it('answers 404 to any other name, an unknown one and a path out of the folder, without reading it', async () => {
    for (const file of ['0123456789abcdef0123456789abcdef.webp', '..%2F..%2Fpackage.json', '../../package.json', 'x.webp']) {
      const response = await servePictureRoute(new Request('http://localhost/customer-pictures/x'), { params: Promise.resolve({ file }) })
      expect(response.status, file).toBe(404)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })
})

describe('customer pictures in the admin', () => {
  let admin: User
  let editor: User

  beforeAll(async () => {
    const user = (email: string, role: 'admin' | 'editor') =>
      payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'picture-password-1', role } })
    admin = await user(`picture-admin-${Date.now()}@example.com`, 'admin')
    editor = await user(`picture-editor-${Date.now()}@example.com`, 'editor')
  })

  it('are read by editors and admins, deleted by admins only (the customer is back to the placeholder), created by nobody there', async () => {
    const { email, token } = await newCustomer()
    await upload(token, await photo(50, 50))
    const [picture] = await picturesOf(email)
    const asUser = (user: User) => ({ user, overrideAccess: false })
    expect((await payload.findByID({ collection: CUSTOMER_PICTURES_SLUG, id: picture!.id, ...asUser(editor) })).id).toBe(picture!.id)
    await expect(payload.delete({ collection: CUSTOMER_PICTURES_SLUG, id: picture!.id, ...asUser(editor) })).rejects.toThrow()
    await expect(
      payload.create({
        collection: CUSTOMER_PICTURES_SLUG,
        data: { customer: picture!.customer },
        file: { data: await photo(10, 10), mimetype: 'image/png', name: 'a.png', size: 100 },
        ...asUser(admin),
      }),
    ).rejects.toThrow()
    // Nobody outside the admin reads them through the CMS.
    await expect(payload.find({ collection: CUSTOMER_PICTURES_SLUG, overrideAccess: false })).rejects.toThrow()

    await payload.delete({ collection: CUSTOMER_PICTURES_SLUG, id: picture!.id, ...asUser(admin) })
    expect(await pictureUrl(token)).toBeNull()
    expect(await exists(pictureFilePath(payload, picture!.filename!))).toBe(false)
  })

  it('go with their customer when the customer is deleted', async () => {
    const { email, token } = await newCustomer()
    const url = (await upload(token, await photo(50, 50))).body.data.pictureImage.url as string
    const [picture] = await picturesOf(email)
    await payload.delete({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })
    expect(
      await payload.findByID({ collection: CUSTOMER_PICTURES_SLUG, id: picture!.id, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
    expect(await exists(fileOf(url))).toBe(false)
  })
})
