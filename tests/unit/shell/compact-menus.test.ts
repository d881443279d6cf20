import { describe, expect, it } from 'vitest'
import { compactLink } from '@/shell/data/compact-links'
import type { NavItem } from '@/shell/data/types'
import { footerColumnEntries } from '@/shell/footer/footer-links'
import { menuEntries } from '@/shell/mega-menu/menu-entries'

const link = (id: string, label: string, extra: Partial<{ newTab: boolean; badge: 'NEW' | 'HOT' | 'SAFE' }> = {}) => ({
  id,
  label,
  href: `/it/${label.toLowerCase()}`,
  newTab: extra.newTab ?? false,
  badge: extra.badge ?? null,
})

describe('the menus as their islands carry them', () => {
  it('leave out link ids and the defaults: same tab, no badge', () => {
    expect(compactLink(link('a1', 'Grecia'))).toEqual({ label: 'Grecia', href: '/it/grecia' })
    expect(compactLink(link('a2', 'Islanda', { newTab: true, badge: 'SAFE' }))).toEqual({
      label: 'Islanda',
      href: '/it/islanda',
      newTab: true,
      badge: 'SAFE',
    })
  })

  it('give a mega menu its groups, folding on phones unless told not to, and a drop-down the groups that are links', () => {
    const group = (id: string, label: string, removeAccordionOnMobile: boolean, links: ReturnType<typeof link>[]) => ({
      id,
      label,
      link: { href: `/it/${label.toLowerCase()}`, newTab: false },
      style: 'default' as const,
      badge: null,
      removeAccordionOnMobile,
      links,
    })
    const items: NavItem[] = [
      {
        id: 'm',
        label: 'Destinazioni',
        type: 'mega-menu',
        style: 'default',
        link: null,
        groups: [
          group('g1', 'Europa', true, [link('l1', 'Grecia')]),
          group('g2', 'Asia', false, [link('l2', 'Giappone', { badge: 'HOT' })]),
        ],
      },
      { id: 'd', label: 'Viaggia con noi', type: 'drop-down', style: 'default', link: null, groups: [group('g3', 'Come', false, [])] },
      { id: 'l', label: 'FAQ', type: 'link', style: 'highlight', link: { href: '/it/faq', newTab: true }, groups: [] },
    ]
    expect(menuEntries(items)).toEqual([
      {
        id: 'm',
        label: 'Destinazioni',
        style: 'default',
        type: 'mega-menu',
        groups: [
          { id: 'g1', label: 'Europa', link: { href: '/it/europa' }, style: 'default', links: [{ label: 'Grecia', href: '/it/grecia' }] },
          {
            id: 'g2',
            label: 'Asia',
            link: { href: '/it/asia' },
            style: 'default',
            accordion: true,
            links: [{ label: 'Giappone', href: '/it/giappone', badge: 'HOT' }],
          },
        ],
      },
      { id: 'd', label: 'Viaggia con noi', style: 'default', type: 'drop-down', links: [{ label: 'Come', href: '/it/come' }] },
      { id: 'l', label: 'FAQ', style: 'highlight', type: 'link', link: { href: '/it/faq', newTab: true } },
    ])
  })

  it('give the footer its columns of links and its single links', () => {
    expect(
      footerColumnEntries([
        { id: 'c1', label: 'Chi siamo', type: 'columns', link: null, badge: null, links: [link('l1', 'Valori')] },
        { id: 'c2', label: 'Blog', type: 'link', link: { href: '/it/blog', newTab: false }, badge: null, links: [] },
      ]),
    ).toEqual([
      { label: 'Chi siamo', links: [{ label: 'Valori', href: '/it/valori' }] },
      { label: 'Blog', link: { href: '/it/blog' } },
    ])
  })
})
