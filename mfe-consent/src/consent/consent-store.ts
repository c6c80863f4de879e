import {
  choiceBy,
  consentStorageKey,
  type ConsentChoice,
  type ConsentPurpose,
  type ConsentRecord,
} from '@isarlicht/contracts/consent/consent-record';
import { essentialOnly } from '@isarlicht/contracts/consent/consent-choice';
import { parseConsentRecord } from '@isarlicht/contracts/consent/parse-consent-record';
import { saveConsent, type ConsentSaving } from '@isarlicht/browser-runtime/consent/save-consent';
import type { KeyValueStorage } from './safe-storage';

export interface ConsentState {
  readonly record: ConsentRecord | null;
  readonly panelOpen: boolean;
}

export interface ConsentEnvironment extends ConsentSaving {
  readonly storage: KeyValueStorage;
}

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

  /** Saves through the one record writer, which the prerendered first-visit panel uses too. */
  function save(choice: ConsentChoice): ConsentRecord {
    const record = saveConsent(env, state.record, choice);
    set({ record, panelOpen: false });
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
    /** One purpose allowed in place (the map on /contact); the rest stays as decided. */
    grant(purpose: ConsentPurpose): ConsentRecord {
      const decided = state.record ?? essentialOnly;
      return save(choiceBy((each) => each === purpose || decided[each]));
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
