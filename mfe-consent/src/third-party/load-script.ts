const loaded = new Map<string, Promise<void>>();

export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
}

/**
 * Injects a third-party script at most once per URL for the whole visit, and fails
 * after `timeoutMs` so the modal can say so instead of spinning forever. A failed
 * load is forgotten, so opening the modal again tries again. With an `integrity` hash
 * the browser runs the file only if it is exactly that one (Subresource Integrity,
 * which needs an anonymous CORS request).
 */
export function loadScript(src: string, timeoutMs = 15_000, doc: Document = document, integrity = ''): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const pending = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const timer = setTimeout(() => fail(new ScriptLoadError(`${src} timed out after ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      loaded.delete(src);
      reject(error);
    }
    if (integrity !== '') {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new ScriptLoadError(`${src} could not be loaded`));
    doc.head.append(script);
  });
  loaded.set(src, pending);
  return pending;
}
