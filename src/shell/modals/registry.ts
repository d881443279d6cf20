import { lazy, type ComponentType } from 'react'
import type { CurrencyCode } from '@/editions/editions'
import type { ContactBlock } from '@/shell/data/types'
import type { ModalEntry, ModalSize } from './modal-store'

// A modal's code is fetched when it first opens: no page carries it before.
const SettingsModal = lazy(() => import('./contents/SettingsModal.client').then((module) => ({ default: module.SettingsModal })))
const TalkToUsModal = lazy(() => import('./contents/TalkToUsModal.client').then((module) => ({ default: module.TalkToUsModal })))
const AppModal = lazy(() => import('./contents/AppModal.client').then((module) => ({ default: module.AppModal })))

/** One entry of the country menu. */
export type CountryEntry = {
  code: string
  label: string
  description: string | null
  isCurrent: boolean
  country: string
  icon: string
  href: string
}

/** What the modals show, computed on the server for the page. */
export type ModalData = {
  countries: CountryEntry[]
  currency: CurrencyCode | null
  currencies: CurrencyCode[]
  contacts: ContactBlock[]
  app: { qrCodeUrl: string; appStoreUrl: string; googlePlayUrl: string }
}

export type ModalContentProps = { data: ModalData; entry: ModalEntry }

type ModalDefinition = {
  title: 'settingsModal.title' | 'talkToUs.title' | 'appModal.title'
  size: ModalSize
  Component: ComponentType<ModalContentProps>
}

/** The modals an address can open (`?modal=NAME`), listed in docs/shell.md. */
export const MODAL_REGISTRY = {
  language: { title: 'settingsModal.title', size: 'sm', Component: SettingsModal },
  currency: { title: 'settingsModal.title', size: 'sm', Component: SettingsModal },
  'talk-to-us': { title: 'talkToUs.title', size: 'md', Component: TalkToUsModal },
  app: { title: 'appModal.title', size: 'xs', Component: AppModal },
} satisfies Record<string, ModalDefinition>

export type ModalName = keyof typeof MODAL_REGISTRY

export function isModalName(name: string): name is ModalName {
  return Object.hasOwn(MODAL_REGISTRY, name)
}
