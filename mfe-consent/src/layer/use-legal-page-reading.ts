import { useCallback, useEffect, useState } from 'react';
import { isLegalPage } from '@isarlicht/contracts/consent/first-visit-panel';
import { on } from '@isarlicht/browser-runtime/events/bus';

interface Reading {
  /** The visitor is on a legal page and has not asked for the panel there. */
  readonly reading: boolean;
  readonly onLegalPage: boolean;
  /** Closes a panel the visitor opened on a legal page; it stays due elsewhere. */
  readonly putBack: () => void;
}

/**
 * The legal notice, the privacy policy and the terms are what a visitor reads in order
 * to decide, so the undecided visitor's panel does not cover them: it gives way there
 * and comes back on the next other page. Asked for on a legal page (the footer's
 * "Cookie-Einstellungen"), it opens, and can be closed again there.
 */
export function useLegalPageReading(): Reading {
  const [state, setState] = useState({ legal: false, asked: false });
  useEffect(() => {
    const follow = (pathname: string) => setState({ legal: isLegalPage(pathname), asked: false });
    // The shell announced the first page before this layer arrived.
    follow(window.location.pathname);
    const subscriptions = [
      on('route-changed', ({ path }) => follow(new URL(path, window.location.href).pathname)),
      on('cookie-settings:open', () => setState((current) => ({ ...current, asked: true }))),
    ];
    return () => subscriptions.forEach((off) => off());
  }, []);
  const putBack = useCallback(() => setState((current) => ({ ...current, asked: false })), []);
  return { reading: state.legal && !state.asked, onLegalPage: state.legal, putBack };
}
