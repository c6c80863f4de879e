import { act, fireEvent, render, screen } from '@testing-library/react';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { ConsentLayerSlot } from '../src/start/app/layer-slot';
import { FakeLayer } from './support/fake-layer';
import { mockedLoadRemote, serveDeploymentConfig } from './support/layer-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const notice = () => screen.queryByRole('alert');

describe('consent layer slot', () => {
  beforeAll(serveDeploymentConfig);
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  // One story, because a loaded remote module is kept for the whole visit (as in the browser).
  it('fails quietly for a page, tells a visitor in German with a retry, and the retry brings the layer with the requests', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('connection refused'));
    render(<ConsentLayerSlot pageReady={Promise.resolve()} onSettled={() => undefined} />);
    // A page asking for the consent state is no visitor: it starts the load, but no notice.
    await act(async () => emit('consent:request'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(notice()).toBeNull();
    // Without the layer the page says so, the panel gives way by its styles, and the page is usable (nothing third-party loads).
    expect(document.documentElement).toHaveAttribute('data-consent-layer', 'failed');

    // A visitor's request tries again at once, and hears about it when that fails too.
    await act(async () => emit('modal:open', { modal: 'assistant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Funktion ist gerade nicht erreichbar.');
    expect(notice()).toHaveTextContent('KI-Assistent, Terminbuchung und Cookie-Einstellungen');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(notice()).toBeNull();

    await act(async () => emit('cookie-settings:open'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);

    mockedLoadRemote.mockResolvedValue({ default: FakeLayer });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' })));
    expect(await screen.findByText('Layer bereit: assistant')).toBeInTheDocument();
    expect(notice()).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-consent-layer');
  });
});
