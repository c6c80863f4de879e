import { forwardRef } from 'react';
import styles from './site-frame.module.css';

/**
 * The running site in a same-origin frame, where the tools render routes. Off screen
 * but at a desktop size, so pages lay out as visitors see them; hidden from assistive
 * technology, because it is a tool's workspace, not content.
 */
export const SiteFrame = forwardRef<HTMLIFrameElement, { readonly visible?: boolean }>(function SiteFrame({ visible = false }, ref) {
  return (
    <iframe
      ref={ref}
      title="Geprüfte Seite"
      className={visible ? styles.visible : styles.hidden}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
    />
  );
});
