import { useEffect } from 'react';
import { emit, on } from '@isarlicht/browser-runtime/events/bus';
import type { ModalName } from '@isarlicht/contracts/events/event-map';
import { acceptedGrant } from '../consent/accepted-grant';
import { consentStore } from '../consent/browser-consent-store';

/** Everything other slices may ask of this layer, and only through the bus. */
export function useBusRequests(openModal: (modal: ModalName) => void): void {
  useEffect(() => {
    const subscriptions = [
      on('modal:open', ({ modal }) => openModal(modal)),
      on('cookie-settings:open', () => consentStore.openPanel()),
      on('consent:request', () => emit('consent:state', consentStore.getState().record)),
      on('consent:grant', (payload: unknown) => {
        const purpose = acceptedGrant(payload, navigator.userActivation);
        if (purpose) consentStore.grant(purpose);
        else console.warn('[consent] grant refused: not a known purpose or not from a visitor action', payload);
      }),
    ];
    return () => subscriptions.forEach((off) => off());
  }, [openModal]);
}
