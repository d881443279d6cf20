/** Element ids shared by the server markup and the tabs island, derived from the block id. */
export function faqIds(blockId: string) {
  return {
    panel: `faq-${blockId}-panel`,
    tab: (categoryId: string) => `faq-${blockId}-tab-${categoryId}`,
  }
}
