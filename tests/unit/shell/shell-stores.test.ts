import { beforeEach, describe, expect, it } from 'vitest'
import { useMenuStore } from '@/shell/header/menu-store'
import { useModalStore } from '@/shell/modals/modal-store'
import { onRequestCountChange, trackRequest } from '@/lib/http/requests-in-flight'
import { useToastStore } from '@/shell/toasts/toast-store'

describe('modal stack', () => {
  beforeEach(() => useModalStore.setState({ stack: [] }))

  it('stacks modals, the last on top; each can be hidden; closing removes only that one', () => {
    const { open, setHidden, beginClose, close } = useModalStore.getState()
    const first = open({ name: 'language', type: null, layout: null, fromAddress: true })
    const second = open({ name: 'app', type: null, layout: null, fromAddress: false })
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['language', 'app'])
    setHidden(first, true)
    expect(useModalStore.getState().stack[0]!.hidden).toBe(true)
    beginClose(second)
    expect(useModalStore.getState().stack[1]!.closing).toBe(true)
    close(second)
    expect(useModalStore.getState().stack.map((entry) => entry.key)).toEqual([first])
  })
})

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the shown one', () => {
    const { show } = useToastStore.getState()
    show('Saved', 'success')
    show('Failed', 'error')
    expect(useToastStore.getState().toast).toMatchObject({ message: 'Failed', variant: 'error' })
    useToastStore.getState().dismiss(useToastStore.getState().toast!.id)
    expect(useToastStore.getState().toast).toBeNull()
  })
})

describe('menus (the layout actions)', () => {
  it('toggles an item, and closing the header resets the mobile menu and the open item', () => {
    const store = useMenuStore.getState()
    store.toggleItem('a')
    expect(useMenuStore.getState().openItemId).toBe('a')
    store.toggleItem('a')
    expect(useMenuStore.getState().openItemId).toBeNull()
    store.setMobileMenu(true)
    store.setOpenItem('b')
    store.closeMenus()
    expect(useMenuStore.getState()).toMatchObject({ mobileMenuOpen: false, openItemId: null })
  })
})

describe('progress bar request counter', () => {
  it('counts requests in flight; a listener added later hears the current count first', () => {
    const counts: number[] = []
    const early = trackRequest()
    const off = onRequestCountChange((count) => counts.push(count))
    const first = trackRequest()
    const second = trackRequest()
    first()
    first()
    second()
    early()
    off()
    expect(counts).toEqual([1, 2, 3, 2, 1, 0])
  })
})
