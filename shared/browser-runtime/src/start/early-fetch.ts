/**
 * Requests the page's boot script starts for the application: the deployment
 * configuration and the route's remote manifest, fetched while the application's own
 * scripts are still on their way, instead of one after another once they run. The
 * application takes each response once; a request it never takes costs nothing more.
 */
import { earlyFetchesKey } from '@isarlicht/contracts/start/page-state';

type Store = Map<string, Promise<Response>>;

function storeOf(target: Window): Store | null {
  const store: unknown = Reflect.get(target, earlyFetchesKey);
  return store instanceof Map ? (store as Store) : null;
}

const keyOf = (target: Window, url: string): string => new URL(url, target.location.href).href;

/** Starts the request (once per URL) and resolves with a copy of its response for the caller. */
export function fetchEarly(target: Window, url: string, init?: RequestInit): Promise<Response> {
  let store = storeOf(target);
  if (store === null) {
    store = new Map();
    Reflect.set(target, earlyFetchesKey, store);
  }
  const key = keyOf(target, url);
  let response = store.get(key);
  if (response === undefined) {
    response = target.fetch(key, init);
    // An unanswered request is the application's to retry; nobody waits on this one.
    response.catch(() => undefined);
    store.set(key, response);
  }
  return response.then((answer) => answer.clone());
}

/** The response of a request the boot script started, or null; a URL is taken once. */
export function takeEarlyFetch(target: Window, url: string): Promise<Response> | null {
  const store = storeOf(target);
  const key = keyOf(target, url);
  const response = store?.get(key);
  if (response === undefined) return null;
  store?.delete(key);
  return response;
}
