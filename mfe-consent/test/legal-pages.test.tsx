import { act, fireEvent, render, screen } from '@testing-library/react';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { ConsentLayer } from '../src/layer/consent-layer';
import { stubDeploymentConfig } from './support/stub-deployment-config';

const panel = () => screen.queryByRole('dialog', { name: 'Cookie-Einstellungen' });

describe('the undecided visitor on a legal page', () => {
  beforeEach(() => {
    stubDeploymentConfig('all-on');
    window.localStorage.clear();
    window.history.pushState(null, '', '/impressum#datenschutz');
  });
  afterEach(() => window.history.pushState(null, '', '/'));

  it('reads it without the panel; the panel comes back on the next other page and gives way on the next legal one', async () => {
    render(<ConsentLayer />);
    await act(async () => undefined);
    expect(panel()).toBeNull();

    act(() => emit('route-changed', { path: '/about' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull();

    act(() => emit('route-changed', { path: '/agb' }));
    expect(panel()).toBeNull();
  });

  it('gets the panel when asking for it there, and may close it again', async () => {
    render(<ConsentLayer />);
    await act(async () => undefined);
    act(() => emit('cookie-settings:open'));
    await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(panel()).toBeNull();

    act(() => emit('route-changed', { path: '/services' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });
});
