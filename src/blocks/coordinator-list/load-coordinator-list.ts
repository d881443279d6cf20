import { coordinatorDirectory, type CoordinatorDirectory } from '@/features/catalog/coordinators'
import { cms } from '@/lib/cms/instance'
import type { BlockContext, BlockOf } from '../types'

/** Every coordinator with their destinations, in the edition's language. */
export default async function loadCoordinatorList(
  _block: BlockOf<'coordinatorList'>,
  context: BlockContext,
): Promise<CoordinatorDirectory> {
  return coordinatorDirectory(await cms(), context.edition.code)
}
