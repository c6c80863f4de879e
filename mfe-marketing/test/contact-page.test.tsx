import { act, fireEvent, render, screen } from '@testing-library/react';
import { emit, on } from '@isarlicht/browser-runtime/events/bus';
import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import type { ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import type { EventMap } from '@isarlicht/contracts/events/event-map';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import ContactPage from '../src/pages/contact/contact-page';

/** The deployment configuration `npm start` serves at /remotes.json by default. */
const config = deploymentConfigFromEnv('production', {});
const mapsUrl = config.thirdParty.googleMapsEmbedUrl;

const record = (googleMaps: boolean): ConsentRecord => toRecord({ ...essentialOnly, googleMaps }, new Date('2026-11-20T09:00:00.000Z'));

const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => config }));

const renderContact = () => render(<ContactPage />);

describe('contact page map', () => {
  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('asks the consent layer for the record and shows only a placeholder with the address meanwhile', () => {
    let requests = 0;
    const off = on('consent:request', () => {
      requests += 1;
    });
    const { container } = renderContact();
    off();

    expect(requests).toBe(1);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Google Maps laden' })).toBeInTheDocument();
    expect(screen.getAllByText(/Zweibrückenstraße 12, 80331 München/).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the placeholder when the consent layer reports no decision or no maps consent', () => {
    const { container } = renderContact();
    act(() => emit('consent:state', null));
    act(() => emit('consent:state', record(false)));

    expect(container.querySelector('iframe')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the consent layer to allow maps when the button is pressed, without storing anything itself', () => {
    const grants: EventMap['consent:grant'][] = [];
    const off = on('consent:grant', (payload) => grants.push(payload));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    renderContact();

    fireEvent.click(screen.getByRole('button', { name: 'Google Maps laden' }));
    off();

    expect(grants).toEqual([{ purpose: 'googleMaps' }]);
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('embeds the configured map once the consent layer reports googleMaps consent', async () => {
    const { container } = renderContact();
    act(() => emit('consent:state', record(true)));

    const frame = await screen.findByTitle(/Google-Maps-Karte/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', mapsUrl);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('width');
    expect(frame).toHaveAttribute('height');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(screen.queryByRole('button', { name: 'Google Maps laden' })).toBeNull();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('follows consent-updated in both directions', async () => {
    const { container } = renderContact();
    act(() => emit('consent-updated', record(true)));
    await screen.findByTitle(/Google-Maps-Karte/);

    act(() => emit('consent-updated', record(false)));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Google Maps laden' })).toBeInTheDocument();
  });

  it('lists address, phone, e-mail and opening hours and offers exactly one booking button', () => {
    renderContact();
    expect(screen.getByRole('link', { name: '+49 89 2154 8870' })).toHaveAttribute('href', 'tel:+498921548870');
    expect(screen.getByRole('link', { name: 'hallo@isarlicht-digital.de' })).toHaveAttribute('href', 'mailto:hallo@isarlicht-digital.de');
    expect(screen.getByText('Montag bis Freitag')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Erstgespräch buchen' })).toHaveLength(1);
  });
});
