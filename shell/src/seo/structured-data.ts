import { paths } from '@isarlicht/contracts/routes/paths';
import { siteConfig } from '@isarlicht/site-content/site-config';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export const absoluteUrl = (path: string): string => `${siteConfig.seo.baseUrl}${path === paths.home ? '/' : path}`;

/** schema.org Organization of the agency, on the home page. */
export function organizationData(): Record<string, unknown> {
  const { address } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl(siteConfig.seo.defaultImage),
    email: siteConfig.email,
    telephone: siteConfig.phone.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: 'DE',
    },
  };
}

/** schema.org BreadcrumbList: home, the section, the page itself. */
export function breadcrumbData(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
