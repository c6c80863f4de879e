import type { CSSProperties } from 'react';

/**
 * An industry's accent colour as the custom property `--industry-color`, so the CSS
 * modules of every component below can use it. React's CSSProperties does not list
 * custom properties, hence the typed record and the one cast.
 */
export function industryColorStyle(color: string): CSSProperties {
  const properties: Readonly<Record<'--industry-color', string>> = { '--industry-color': color };
  return properties as CSSProperties;
}
