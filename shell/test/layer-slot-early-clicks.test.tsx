import { act, render, screen } from '@testing-library/react';
import { recordEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { ConsentLayerSlot } from '../src/start/app/layer-slot';
import { FakeLayer } from './support/fake-layer';
import { mockedLoadRemote, serveDeploymentConfig } from './support/layer-remote';
import { visitorClick } from './support/visitor-click';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('consent layer slot and the clicks the page keeps', () => {
  beforeAll(serveDeploymentConfig);

  it('loads the layer at once for a kept click, hands it the click once it listens, and no longer busy', async () => {
    document.body.innerHTML =
      '<div id="root"><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"booking"}\'>Erstgespräch buchen</button></div>';
    recordEarlyClicks(window);
    const booking = document.querySelector('button') ?? document.body;
    visitorClick(booking);
    mockedLoadRemote.mockResolvedValue({ default: FakeLayer });
    await act(async () => {
      render(<ConsentLayerSlot pageReady={Promise.resolve()} onSettled={() => undefined} />, {
        container: document.body.appendChild(document.createElement('div')),
      });
    });
    expect(await screen.findByText('Layer bereit: booking')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(booking).not.toHaveAttribute('aria-busy');
    // The layer listens now: a click reaches it as the button's own event, not through the page's queue.
    await act(async () => visitorClick(booking));
    expect(booking).not.toHaveAttribute('aria-busy');
  });
});
