import { lazy, type ComponentType } from 'react'
import type { CurrencyCode } from '@/editions/editions'
import type { ModalData } from './modal-data'
import type { ModalEntry, ModalSize } from './modal-store'

export type { ModalData } from './modal-data'

/**
 * A modal's contents: the modals' data (loaded when one first opens), its stack entry, the page's
 * currency and how to close it (as its close button does, the address included).
 */
export type ModalContentProps = { data: ModalData; entry: ModalEntry; currency: CurrencyCode; close: () => void }

type Contents = () => Promise<{ default: ComponentType<ModalContentProps> }>

// A modal's code is fetched when it first opens: no page carries it before.
const settings: Contents = () => import('./contents/SettingsModal.client').then((module) => ({ default: module.SettingsModal }))
const talkToUs: Contents = () => import('./contents/TalkToUsModal.client').then((module) => ({ default: module.TalkToUsModal }))
const app: Contents = () => import('./contents/AppModal.client').then((module) => ({ default: module.AppModal }))
const cookies: Contents = () => import('./contents/CookieSettingsModal.client').then((module) => ({ default: module.CookieSettingsModal }))

type ModalDefinition = {
  title: 'settingsModal.title' | 'talkToUs.title' | 'appModal.title' | 'consent.settingsTitle'
  size: ModalSize
  /** Fetches the contents' code: called when the modal opens, beside the data's request, and by `Component`. */
  load: Contents
  Component: ComponentType<ModalContentProps>
}

const modal = (title: ModalDefinition['title'], size: ModalSize, load: Contents): ModalDefinition => ({
  title,
  size,
  load,
  Component: lazy(load),
})

/** The modals an address can open (`?modal=NAME`), listed in docs/shell.md. */
export const MODAL_REGISTRY = {
  language: modal('settingsModal.title', 'sm', settings),
  currency: modal('settingsModal.title', 'sm', settings),
  'talk-to-us': modal('talkToUs.title', 'md', talkToUs),
  app: modal('appModal.title', 'xs', app),
  cookies: modal('consent.settingsTitle', 'sm', cookies),
} satisfies Record<string, ModalDefinition>

export type ModalName = keyof typeof MODAL_REGISTRY

export function isModalName(name: string): name is ModalName {
  return Object.hasOwn(MODAL_REGISTRY, name)
}
