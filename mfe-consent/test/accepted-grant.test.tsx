import { act, render, screen } from '@testing-library/react';
import { consentStorageKey } from '@isarlicht/contracts/consent/consent-record';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { acceptedGrant } from '../src/consent/accepted-grant';
import { ConsentLayer } from '../src/layer/consent-layer';
import { stubDeploymentConfig } from './support/stub-deployment-config';

const active = { isActive: true };

describe('which consent:grant counts', () => {
  it('accepts a known purpose from a visitor action', () => {
    expect(acceptedGrant({ purpose: 'googleMaps' }, active)).toBe('googleMaps');
    expect(acceptedGrant({ purpose: 'analytics' }, active)).toBe('analytics');
  });

  it.each([
    ['the essential flag', { purpose: 'essential' }],
    ['an unknown purpose', { purpose: 'everything' }],
    ['an inherited name', { purpose: 'toString' }],
    ['no payload', undefined],
    ['a bare string', 'googleMaps'],
  ])('refuses %s', (_case, payload) => {
    expect(acceptedGrant(payload, active)).toBeNull();
  });

  it('refuses a grant without a visitor action, or where the browser cannot tell', () => {
    expect(acceptedGrant({ purpose: 'googleMaps' }, { isActive: false })).toBeNull();
    expect(acceptedGrant({ purpose: 'googleMaps' }, undefined)).toBeNull();
  });
});

describe('the layer on consent:grant', () => {
  async function renderUndecidedLayer(isActive: boolean) {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { isActive, hasBeenActive: isActive } });
    stubDeploymentConfig('all-on');
    window.localStorage.clear();
    // Inside act, so the layer's lazy buttons load before the test goes on.
    await act(async () => {
      render(<ConsentLayer />);
    });
    await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
  }
  const stored = () => JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null') as unknown;

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userActivation');
    jest.restoreAllMocks();
  });

  it('ignores a grant dispatched by a script outside a visitor action', async () => {
    await renderUndecidedLayer(false);
    act(() => emit('consent:grant', { purpose: 'googleMaps' }));
    expect(stored()).toBeNull();
  });

  it('ignores an unknown purpose even during a visitor action', async () => {
    await renderUndecidedLayer(true);
    act(() => {
      window.dispatchEvent(new CustomEvent('consent:grant', { detail: { purpose: 'essential' } }));
    });
    expect(stored()).toBeNull();
  });

  it('records a known purpose granted during a visitor action', async () => {
    await renderUndecidedLayer(true);
    // Saving schedules a reload, which jsdom cannot do.
    jest.useFakeTimers({ doNotFake: ['performance'] });
    // Async: the settings button the partial consent shows is a lazy chunk.
    await act(async () => {
      emit('consent:grant', { purpose: 'googleMaps' });
    });
    jest.useRealTimers();
    expect(stored()).toMatchObject({ googleMaps: true, analytics: false });
  });
});
