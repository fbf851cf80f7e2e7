import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, fullTitle } from '#shared/seo.ts';

export { DEFAULT_DESCRIPTION as DEFAULT_PAGE_DESCRIPTION, fullTitle as pageTitle };

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Keeps the tab title, description, canonical link and social-card tags in step with the page
 * shown after client-side navigation (the server sends them in the HTML of the first page).
 */
export function usePageMeta({ title, description = DEFAULT_DESCRIPTION }: { title: string; description?: string }): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const titleText = fullTitle(title);
    const url = `${window.location.origin}${pathname}`;
    document.title = titleText;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', titleText);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('name', 'twitter:title', titleText);
    setMeta('name', 'twitter:description', description);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
  }, [title, description, pathname]);
}

/** The component form of usePageMeta, for pages that prefer markup. */
export function PageMeta(props: { title: string; description?: string }) {
  usePageMeta(props);
  return null;
}
