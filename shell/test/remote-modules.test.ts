import { loadRemote } from '@module-federation/enhanced/runtime';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import { forgetFailedLoads, loadRemoteModule } from '../src/federation/remote-modules';
import { RemoteLoadError, type PreloadErrorDetail } from '../src/federation/remote-load-error';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

/** The deployment configuration `npm start` serves at /remotes.json by default. */
const config = deploymentConfigFromEnv('production', {});

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('remote modules', () => {
  beforeAll(() => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => config })) as unknown as typeof fetch;
  });
  beforeEach(() => mockedLoadRemote.mockReset());

  it('loads a module once per visit', async () => {
    mockedLoadRemote.mockResolvedValue({ default: 'page' });
    const first = loadRemoteModule('references', './industries');
    expect(loadRemoteModule('references', './industries')).toBe(first);
    await expect(first).resolves.toEqual({ default: 'page' });
    expect(mockedLoadRemote).toHaveBeenCalledWith('references/industries');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('fires a cancelable preload-error, rethrows when nobody cancels, and loads again after forgetting', async () => {
    const events: PreloadErrorDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<PreloadErrorDetail>).detail);
    window.addEventListener('preload-error', listener);
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-003'));

    await expect(loadRemoteModule('marketing', './about')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(events).toEqual([expect.objectContaining({ remote: 'marketing', module: './about' })]);

    mockedLoadRemote.mockResolvedValueOnce({ default: 'about' });
    forgetFailedLoads('marketing');
    await expect(loadRemoteModule('marketing', './about')).resolves.toEqual({ default: 'about' });
    window.removeEventListener('preload-error', listener);
  });

  it('leaves the failure to a listener that cancels the preload-error', async () => {
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener('preload-error', cancel);
    mockedLoadRemote.mockRejectedValueOnce(new Error('chunk 404'));

    const outcome = await Promise.race([
      loadRemoteModule('marketing', './agb').then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);

    expect(outcome).toBe('pending');
    window.removeEventListener('preload-error', cancel);
  });
});
