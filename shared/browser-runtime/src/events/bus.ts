import type { EventMap, EventName } from '@isarlicht/contracts/events/event-map';

/**
 * Events travel as window CustomEvents under their contract names rather than through
 * a module-level emitter: every remote bundles its own copy of this file, and two
 * copies built months apart must still hear each other.
 */

type Emit = <K extends EventName>(...args: EventMap[K] extends undefined ? [name: K] : [name: K, payload: EventMap[K]]) => void;

export const emit: Emit = (name, payload?: unknown) => {
  window.dispatchEvent(new CustomEvent(name, { detail: payload }));
};

/** Subscribes to one event; returns the unsubscribe function. */
export function on<K extends EventName>(name: K, listener: (payload: EventMap[K]) => void): () => void {
  const handler = (event: Event) => {
    listener((event as CustomEvent<EventMap[K]>).detail);
  };
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
