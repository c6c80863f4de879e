import { act, screen } from '@testing-library/react';
import { recordEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { mountConsentLayer } from '../src/start/app/layer-root';
import { FakeLayer } from './support/fake-layer';
import { mockedLoadRemote, serveDeploymentConfig } from './support/layer-remote';
import { visitorClick } from './support/visitor-click';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const never = new Promise<void>(() => undefined);

/** Whether the promise has settled by the time the pending work has run. */
async function settledYet(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return settled;
}

describe('the consent layer root and the page behind a kept click', () => {
  beforeAll(serveDeploymentConfig);

  // One story, because a root and its listeners live for the whole visit (as in the browser).
  it('holds the page back while a kept click waits, lets it go once the layer has the click, and at once with none', async () => {
    document.body.innerHTML =
      '<div id="root"><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"assistant"}\'>KI-Assistent</button></div>';
    recordEarlyClicks(window);
    visitorClick(document.querySelector('button') ?? document.body);
    let arrive: (layer: { default: typeof FakeLayer }) => void = () => undefined;
    mockedLoadRemote.mockReturnValue(
      new Promise((resolve) => {
        arrive = resolve;
      }),
    );
    let layerFirst = never;
    await act(async () => {
      layerFirst = mountConsentLayer(document, never);
    });
    expect(await settledYet(layerFirst)).toBe(false);
    await act(async () => arrive({ default: FakeLayer }));
    expect(await screen.findByText('Layer bereit: assistant')).toBeInTheDocument();
    expect(await settledYet(layerFirst)).toBe(true);

    // With no click kept, nothing waits for the layer (it loads unasked once the page is ready and idle).
    let unasked = never;
    await act(async () => {
      unasked = mountConsentLayer(document, never);
    });
    expect(await settledYet(unasked)).toBe(true);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });
});
