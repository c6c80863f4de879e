import { act, fireEvent, render, screen } from '@testing-library/react';
// The Node build: the browser build needs a MessageChannel, which jsdom lacks; the markup is the same.
import { renderToString } from 'react-dom/server.node';
import { consentStorageKey } from '@isarlicht/contracts/consent/consent-record';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { ConsentLayer } from '../src/layer/consent-layer';
import { assistantConsentMessage } from '../src/modals/assistant-texts';
import { bookingConsentMessage } from '../src/modals/booking-texts';
import { EarlyDialogs } from '../src/modals/early-dialogs';
import { decidedRecord } from './support/decided-record';
import { stubDeploymentConfig } from './support/stub-deployment-config';

/** The early dialogs as the prerender writes them: inert in a template. */
function template(): HTMLTemplateElement {
  document.body.innerHTML = `<template id="early-dialogs">${renderToString(<EarlyDialogs />)}</template>`;
  return document.getElementById('early-dialogs') as HTMLTemplateElement;
}

describe('the early dialogs', () => {
  it('carry each dialog’s frame and text, busy, with both what the widget and what a refused consent show, and a close button', () => {
    const dialogs = [...template().content.querySelectorAll('[data-early-dialog]')];
    expect(dialogs.map((dialog) => [dialog.getAttribute('data-early-dialog'), dialog.getAttribute('data-early-purpose')])).toEqual([
      ['assistant', 'externalContent'],
      ['booking', 'hubspot'],
    ]);
    const [assistant, booking] = dialogs;
    const frame = assistant?.querySelector('[role="dialog"]');
    // Elements of a template's content belong to its inert document: read their attributes as text.
    expect([frame?.getAttribute('aria-modal'), frame?.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    expect(frame?.querySelector(`#${frame.getAttribute('aria-labelledby') ?? ''}`)?.textContent).toBe('KI-Assistent');
    expect(assistant?.querySelector('[data-early-when="allowed"]')?.textContent).toBe('Der KI-Assistent wird geladen …');
    expect(assistant?.querySelector('[data-early-when="refused"]')?.textContent).toContain(assistantConsentMessage);
    expect(assistant?.querySelector('[data-early-close]')?.textContent).toBe('Schließen');
    expect(booking?.querySelector('[data-early-when="refused"]')?.textContent).toContain(bookingConsentMessage);
    expect(booking?.querySelector('[data-early-when="refused"] button')?.getAttribute('data-bus-event')).toBe('cookie-settings:open');
  });

  it('give way to the live dialog in the frame it appears in, which returns the focus to the early one’s opener', async () => {
    stubDeploymentConfig('all-on');
    window.localStorage.setItem(consentStorageKey, JSON.stringify(decidedRecord));
    const opener = document.createElement('button');
    opener.textContent = 'KI-Assistent';
    const early = template().content.querySelector('[data-early-dialog="assistant"]')?.cloneNode(true) as HTMLElement;
    Reflect.set(early, '__isarlichtOpener', opener);
    document.body.append(opener, early);
    render(<ConsentLayer />, { container: document.body.appendChild(document.createElement('div')) });
    await act(async () => emit('modal:open', { modal: 'assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'KI-Assistent' });
    expect(dialog).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('[data-early-dialog]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
