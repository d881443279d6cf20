import type { NextRequest } from 'next/server'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { domainForEdition } from '@/editions/edition-domains'
import { siteUrl } from '@/lib/site-url'
import { siteCalls } from '@/lib/site-api/site-call'
import { loadShellData, type ShellDataLoader } from '@/shell/data/load-shell-data'
import { modalData, modalDataAnswer, type ModalData } from './modal-data'

/**
 * The modals' data of the call's edition, read from its cached shell data (expired with the
 * shell data's tag by an edition, contacts or other shell save). Tests pass their own loader.
 */
export async function showModalData(request: NextRequest, load: ShellDataLoader = loadShellData): Promise<ModalData> {
  const edition = await requestEdition(request)
  return modalData(
    await load(edition.code),
    edition.code,
    (settings) => domainForEdition(settings.code) ?? settings.domain,
    new URL(siteUrl()).protocol,
  )
}

/** What the shell's modals show, loaded by the browser when one first opens. */
export const MODAL_DATA_API = siteCalls({
  method: 'GET',
  path: '/layouts/modals',
  summary:
    "What the shell's modals show in the edition (country menu, talk-to-us contact blocks, app links), loaded when a modal first opens: no page carries it.",
  query: editionQuery,
  answer: modalDataAnswer,
  errors: [],
  shared: true,
  handler: (request) => showModalData(request),
})
