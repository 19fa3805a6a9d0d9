/**
 * What the screen reader hears after a client-side navigation: the first h1
 * of the new page, else the document title.
 */
export function navigatedPageName(root: ParentNode, documentTitle: string): string {
  const heading = root.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
  return heading || documentTitle.trim();
}
