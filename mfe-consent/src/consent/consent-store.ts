import { consentStorageKey, emit, parseConsentRecord, type ConsentPurpose, type ConsentRecord } from '@isarlicht/contracts';
import { essentialOnly, toRecord, type ConsentChoice } from './consent-choice';
import type { KeyValueStorage } from './safe-storage';

export interface ConsentState {
  readonly record: ConsentRecord | null;
  readonly panelOpen: boolean;
}

export interface ConsentEnvironment {
  readonly storage: KeyValueStorage;
  readonly reload: () => void;
  readonly schedule: (action: () => void, ms: number) => void;
  readonly now: () => Date;
  readonly removeAnalyticsCookies: () => void;
}

/** The page reloads this long after a choice is saved (docs/product.md section 5). */
export const reloadDelayMs = 300;

/**
 * The one consent store of the site: the consent rules of docs/product.md section 5
 * as a small state machine. Its side effects (storage, reload, cookies) come from the
 * environment so every transition is testable.
 */
export function createConsentStore(env: ConsentEnvironment) {
  let state: ConsentState = { record: null, panelOpen: false };
  const listeners = new Set<() => void>();
  const set = (next: ConsentState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  function readRecord(): ConsentRecord | null {
    const raw = env.storage.getItem(consentStorageKey);
    const record = parseConsentRecord(raw);
    if (raw !== null && record === null) env.storage.removeItem(consentStorageKey);
    return record;
  }

  function save(choice: ConsentChoice): ConsentRecord {
    const record = toRecord(choice, env.now());
    if (state.record?.analytics && !record.analytics) env.removeAnalyticsCookies();
    env.storage.setItem(consentStorageKey, JSON.stringify(record));
    set({ record, panelOpen: false });
    emit('consent-updated', record);
    env.schedule(env.reload, reloadDelayMs);
    return record;
  }

  return {
    getState: (): ConsentState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Runs once when the layer mounts. The shell has already withdrawn consent for
     * `?deletecookies=yes` and checked the app version, so both work without this layer.
     */
    start(): ConsentRecord | null {
      const record = readRecord();
      set({ record, panelOpen: record === null });
      return record;
    },
    openPanel: () => set({ ...state, panelOpen: true }),
    /** Only a visitor who has decided may dismiss the panel. */
    closePanel: () => set({ ...state, panelOpen: state.record === null }),
    save,
    /**
     * The first-visit panel's decision, saved only while nothing is decided, also in
     * storage (another tab may have decided since the layer started); null when
     * refused. A decided visitor changes the decision in the settings dialog (`save`).
     */
    decide(choice: ConsentChoice): ConsentRecord | null {
      return state.record === null && readRecord() === null ? save(choice) : null;
    },
    /** One purpose allowed in place (the map on /contact); the rest stays as decided. */
    grant(purpose: ConsentPurpose): ConsentRecord {
      const { analytics, externalContent, hubspot, googleMaps } = state.record ?? essentialOnly;
      return save({ analytics, externalContent, hubspot, googleMaps, [purpose]: true });
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
