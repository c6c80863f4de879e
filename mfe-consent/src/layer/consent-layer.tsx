import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { isEverythingOn } from '@isarlicht/contracts/consent/consent-choice';
import type { ModalName } from '@isarlicht/contracts/events/event-map';
import { consentStore } from '../consent/browser-consent-store';
import { AssistantModal } from '../modals/assistant-modal';
import { BookingModal } from '../modals/booking-modal';
import { ConsentPanel } from '../panel/consent-panel';
import { AnalyticsTracker } from '../third-party/analytics-tracker';
import { useBusRequests } from './use-bus-requests';
import { useDefaultChoice } from './use-default-choice';
import { useFirstVisitPanel } from './use-first-visit-panel';
import { useLayerStart } from './use-layer-start';
import { useLegalPageReading } from './use-legal-page-reading';

// Chunks of their own, loaded as the layer mounts: their styles stay out of the layer's
// stylesheet, which every prerendered page carries inline for the panel and the early
// dialogs, and where every byte counts before the first paint (docs/decisions/053).
const CallButton = lazy(() => import('../call-button/call-button').then(({ CallButton: button }) => ({ default: button })));
const SettingsButton = lazy(() => import('../panel/settings-button').then(({ SettingsButton: button }) => ({ default: button })));

/**
 * The layer the shell mounts once for the whole visit. It owns the consent decision,
 * every modal and every third-party load, and is reached only through the event bus.
 */
export function ConsentLayer() {
  const { record, panelOpen } = useSyncExternalStore(consentStore.subscribe, consentStore.getState, consentStore.getState);
  const [open, setOpen] = useState<ReadonlySet<ModalName>>(new Set());
  const openModal = useCallback((modal: ModalName) => setOpen((current) => new Set(current).add(modal)), []);
  const closeModal = useCallback((modal: ModalName) => {
    setOpen((current) => {
      const next = new Set(current);
      next.delete(modal);
      return next;
    });
    emit('modal:close', { modal });
  }, []);
  const closeAssistant = useCallback(() => closeModal('assistant'), [closeModal]);
  const closeBooking = useCallback(() => closeModal('booking'), [closeModal]);
  useLayerStart();
  useBusRequests(openModal);
  const legal = useLegalPageReading();
  const panelDue = panelOpen && !(record === null && legal.reading);
  const defaultChoice = useDefaultChoice(panelDue && record === null);
  const initial = record ?? defaultChoice;
  // The prerendered panel is the undecided visitor's, except on a legal page: asked for there, the live one can be closed again.
  const firstVisitCase = record === null && !legal.onLegalPage;
  const firstVisitPanel = useFirstVisitPanel({ shown: panelDue && firstVisitCase, decided: record !== null, defaultChoice });
  const livePanelDue = panelDue && !(firstVisitPanel && firstVisitCase);

  return (
    <>
      {record?.analytics ? <AnalyticsTracker /> : null}
      {open.has('assistant') ? <AssistantModal allowed={record?.externalContent === true} onClose={closeAssistant} /> : null}
      {open.has('booking') ? <BookingModal allowed={record?.hubspot === true} onClose={closeBooking} /> : null}
      {livePanelDue && initial ? (
        <ConsentPanel
          initial={initial}
          dismissible={record !== null || legal.onLegalPage}
          onSave={consentStore.save}
          onClose={record === null ? legal.putBack : consentStore.closePanel}
        />
      ) : null}
      <Suspense fallback={null}>
        {record && !panelOpen && !isEverythingOn(record) ? <SettingsButton onOpen={consentStore.openPanel} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        <CallButton />
      </Suspense>
    </>
  );
}
