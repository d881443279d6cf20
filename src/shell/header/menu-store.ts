import { create } from 'zustand'

/** The header's open state: the mobile menu, the open mega menu. */
type MenuState = {
  mobileMenuOpen: boolean
  openItemId: string | null
  setOpenItem(id: string | null): void
  toggleItem(id: string): void
  setMobileMenu(open: boolean): void
  closeMenus(): void
}

export const useMenuStore = create<MenuState>((set) => ({
  mobileMenuOpen: false,
  openItemId: null,
  setOpenItem: (id) => set({ openItemId: id }),
  toggleItem: (id) => set((state) => ({ openItemId: state.openItemId === id ? null : id })),
  setMobileMenu: (open) => set({ mobileMenuOpen: open, openItemId: null }),
  closeMenus: () => set({ mobileMenuOpen: false, openItemId: null }),
}))
