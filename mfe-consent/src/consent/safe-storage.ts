/**
 * localStorage that cannot throw: in private mode or at quota it falls back to memory,
 * so the panel still works for the session and nothing else breaks.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createSafeStorage(resolve: () => Storage): KeyValueStorage {
  const memory = new Map<string, string>();
  const attempt = <T>(action: (storage: Storage) => T, fallback: () => T): T => {
    try {
      return action(resolve());
    } catch (error) {
      console.warn('[consent] storage unavailable, keeping the choice for this session only', error);
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (storage) => storage.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) => {
      memory.set(key, value);
      attempt(
        (storage) => storage.setItem(key, value),
        () => undefined,
      );
    },
    removeItem: (key) => {
      memory.delete(key);
      attempt(
        (storage) => storage.removeItem(key),
        () => undefined,
      );
    },
  };
}
