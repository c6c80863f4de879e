export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
}

interface Injection {
  /** Settles with the element's own load or error event, however long that takes. */
  readonly settled: Promise<void>;
  /** What callers get while it is pending: the settling, cut off by a timeout. */
  attempt: Promise<void> | null;
}

const injections = new Map<string, Injection>();

function inject(src: string, doc: Document, integrity: string): Injection {
  const script = doc.createElement('script');
  if (integrity !== '') {
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
  }
  const settled = new Promise<void>((resolve, reject) => {
    script.onload = () => resolve();
    script.onerror = () => {
      // A script that failed to load never runs: it is safe to inject it again.
      script.remove();
      if (injections.get(src)?.settled === settled) injections.delete(src);
      reject(new ScriptLoadError(`${src} could not be loaded`));
    };
  });
  script.src = src;
  script.async = true;
  doc.head.append(script);
  return { settled, attempt: null };
}

/**
 * Injects a third-party script at most once per URL for the whole visit, and fails
 * after `timeoutMs` so the modal can say so instead of spinning forever. A timeout
 * does not undo the injection: the browser may still fetch and run the script, so a
 * later call waits for that same element instead of adding a second copy. Only a
 * script that reported an error is injected again. With an `integrity` hash the
 * browser runs the file only if it is exactly that one (Subresource Integrity, which
 * needs an anonymous CORS request).
 */
export function loadScript(src: string, timeoutMs = 15_000, doc: Document = document, integrity = ''): Promise<void> {
  let injection = injections.get(src);
  if (!injection) {
    injection = inject(src, doc, integrity);
    injections.set(src, injection);
  }
  if (injection.attempt) return injection.attempt;
  const current = injection;
  const attempt = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (current.attempt === attempt) current.attempt = null;
      reject(new ScriptLoadError(`${src} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    current.settled.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
  current.attempt = attempt;
  return attempt;
}
