import { paths } from '@isarlicht/contracts';

/** The pages a visitor reads in order to decide: the legal notice with the privacy policy, and the terms. */
const legalPaths: readonly string[] = [paths.impressum, paths.agb];

export function isLegalPage(pathname: string): boolean {
  return legalPaths.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
