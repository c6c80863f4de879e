import { documentTitle, formatDocumentTitle, siteConfig } from '@isarlicht/site-content/site-config';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { NavLink } from '@isarlicht/contracts/pages/nav-link';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { absoluteUrl, breadcrumbData, organizationData } from './structured-data';

/** One element the site manages in `<head>`; the same list is serialized for the prerender and applied in the browser. */
export interface HeadTag {
  readonly tag: 'meta' | 'link' | 'script';
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

export interface DocumentHead {
  readonly title: string;
  readonly tags: readonly HeadTag[];
}

interface PageHeadInput {
  readonly meta: PageMeta;
  readonly pathname: string;
  /** The section a detail page belongs to; it makes the page a breadcrumb's last item. */
  readonly parent?: NavLink;
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { [key]: name, content },
});

function socialTags(title: string, description: string, url: string): HeadTag[] {
  const image = absoluteUrl(siteConfig.seo.defaultImage);
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteConfig.name),
    meta('property', 'og:locale', siteConfig.seo.locale),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `${siteConfig.name} – Digitalagentur aus München`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:site', siteConfig.seo.socialHandle),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
}

// `<` inside JSON would let a value close the script element early.
const jsonLd = (data: Record<string, unknown>): HeadTag => ({
  tag: 'script',
  attributes: { type: 'application/ld+json' },
  text: JSON.stringify(data).replace(/</g, '\\u003c'),
});

/** Title, description, canonical URL, Open Graph, Twitter and structured data of a page. */
export function pageHead({ meta: page, pathname, parent }: PageHeadInput): DocumentHead {
  const title = documentTitle(page);
  const url = absoluteUrl(pathname);
  const structured: HeadTag[] = [];
  if (pathname === paths.home) structured.push(jsonLd(organizationData()));
  if (parent) {
    const crumbs = [
      { name: 'Startseite', path: paths.home },
      { name: parent.label, path: parent.to },
      { name: page.title, path: pathname },
    ];
    structured.push(jsonLd(breadcrumbData(crumbs)));
  }
  return {
    title,
    tags: [
      meta('name', 'description', page.description),
      { tag: 'link', attributes: { rel: 'canonical', href: url } },
      ...socialTags(title, page.description, url),
      ...structured,
    ],
  };
}

/** Not-found and error pages: no canonical URL, and search engines are asked not to index them. */
export function noindexHead(page: PageMeta): DocumentHead {
  return {
    title: formatDocumentTitle(page.title),
    tags: [meta('name', 'description', page.description), meta('name', 'robots', 'noindex')],
  };
}
