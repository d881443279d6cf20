import fs from 'node:fs/promises'
import type { Payload } from 'payload'
import { presentCustomer, type UserData } from '@/customer/accounts/customers'
import { inTransaction } from '@/lib/cms/in-transaction'
import { relationId } from '@/lib/cms/relation-ids'
import { lockRow } from '@/lib/database/lock-row'
import { CUSTOMER_PICTURES_SLUG, newPictureFilename, pictureFilePath } from './picture-files'

/** Deletes a picture the customer no longer shows; one left behind is only clutter an admin can delete, so a failure is logged. */
async function deleteReplaced(payload: Payload, pictureId: number): Promise<void> {
  await payload
    .delete({ collection: CUSTOMER_PICTURES_SLUG, id: pictureId, overrideAccess: true })
    .catch((error: unknown) => console.warn(`customer pictures: picture ${pictureId} was replaced but not deleted: ${String(error)}`))
}

/**
 * Sets the customer's picture to `avatar` (a prepared WebP) or to none. The new picture and the
 * customer's link to it are written in one transaction, the customer's row locked so two changes
 * take turns; the previous picture is deleted only once that is committed (Payload removes a
 * file at once, not at commit). A failed write leaves the previous picture as it was and no new
 * file behind.
 */
async function setPicture(payload: Payload, customerId: number, avatar: Buffer | null): Promise<UserData> {
  const upload = avatar && { data: avatar, mimetype: 'image/webp', name: newPictureFilename(), size: avatar.byteLength }
  const changed = await inTransaction(payload, async (req) => {
    await lockRow(req, 'customers', customerId)
    const before = await payload.findByID({ collection: 'customers', id: customerId, req, overrideAccess: true, depth: 0 })
    const picture =
      upload &&
      (await payload.create({
        collection: CUSTOMER_PICTURES_SLUG,
        req,
        overrideAccess: true,
        data: { customer: customerId },
        file: upload,
      }))
    const customer = await payload.update({
      collection: 'customers',
      id: customerId,
      req,
      overrideAccess: true,
      depth: 1,
      data: { picture: picture ? picture.id : null },
    })
    return { customer, previous: relationId(before.picture) }
  }).catch(async (error: unknown) => {
    if (upload) await fs.rm(pictureFilePath(payload, upload.name), { force: true })
    throw error
  })
  if (changed.previous !== null) await deleteReplaced(payload, changed.previous)
  return presentCustomer(changed.customer)
}

/** The customer's new picture in place of the previous one: the customer as `users/me` gives it. */
export const replacePicture = (payload: Payload, customerId: number, avatar: Buffer) => setPicture(payload, customerId, avatar)

/** The customer back to the placeholder (nothing to do without a picture): the customer as `users/me` gives it. */
export const removePicture = (payload: Payload, customerId: number) => setPicture(payload, customerId, null)
