import type { ReactNode } from 'react';
import { siteConfig } from '@isarlicht/site-content/site-config';

interface PostalAddressProps {
  readonly className?: string;
  /** Further lines below the address, each after its own `<br />` (the footer adds phone and e-mail). */
  readonly children?: ReactNode;
}

/** The agency's name and office address, one line each, as the page's contact `<address>`. */
export function PostalAddress({ className, children }: PostalAddressProps) {
  const { legalName, address } = siteConfig;
  return (
    <address className={className}>
      {legalName}
      <br />
      {address.street}
      <br />
      {address.postalCode} {address.city}
      {children}
    </address>
  );
}
