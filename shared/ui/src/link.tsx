import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { leavesThePage, navigate } from '@isarlicht/browser-runtime/navigation/navigate';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, with query or hash if needed. */
  readonly to: string;
}

/**
 * An internal link: a plain `<a href>` (prerendered pages work without JavaScript),
 * which with JavaScript asks the shell's router to navigate instead of loading a page.
 */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leavesThePage(event, event.currentTarget)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
