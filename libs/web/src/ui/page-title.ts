import { useEffect } from 'react';

/** The browser tab's title when a page has none of its own (the landing page's). */
export const DEFAULT_PAGE_TITLE = 'Servisi – Menaxhimi i servisit të telefonave';

/** A page's title as the browser tab, its history and a saved PDF show it: "Hyr – Servisi". */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} – Servisi` : DEFAULT_PAGE_TITLE;
}

/** Sets the browser tab's title, exactly as given, while the page is shown. */
export function useDocumentTitle(text: string): void {
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/**
 * Gives the page its own title while it is shown (every page had the landing page's). `null` or an
 * empty title while the page's data loads keeps the product's default.
 */
export function usePageTitle(title: string | null | undefined): void {
  useDocumentTitle(pageTitle(title));
}
