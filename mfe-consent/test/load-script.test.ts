import { loadScript, ScriptLoadError } from '../src/third-party/load-script';

const scripts = (src: string) => [...document.head.querySelectorAll('script')].filter((script) => script.src === src);

describe('loadScript', () => {
  it('injects a script at most once, however often it is asked for', async () => {
    const src = 'https://cdn.example/widget.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await loadScript(src);
    expect(scripts(src)).toHaveLength(1);
  });

  it('fails on an error and tries again next time', async () => {
    const src = 'https://cdn.example/broken.js';
    const failing = loadScript(src);
    scripts(src)[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toBeInstanceOf(ScriptLoadError);
    expect(scripts(src)).toHaveLength(0);
    loadScript(src).catch(() => undefined);
    expect(scripts(src)).toHaveLength(1);
  });

  it('fails after the timeout', async () => {
    jest.useFakeTimers();
    const pending = loadScript('https://cdn.example/slow.js', 1000);
    jest.advanceTimersByTime(1000);
    await expect(pending).rejects.toThrow('timed out');
    jest.useRealTimers();
  });
});

describe('loadScript after a timeout', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the element, and a retry waits for it instead of injecting a second copy', async () => {
    jest.useFakeTimers();
    const src = 'https://cdn.example/late.js';
    const first = loadScript(src, 1000);
    jest.advanceTimersByTime(1000);
    await expect(first).rejects.toThrow('timed out');
    expect(scripts(src)).toHaveLength(1);

    const retry = loadScript(src, 1000);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
    await expect(loadScript(src, 1000)).resolves.toBeUndefined();
    expect(scripts(src)).toHaveLength(1);
  });

  it('injects again only once the timed-out script has reported an error', async () => {
    jest.useFakeTimers();
    const src = 'https://cdn.example/late-and-broken.js';
    const first = loadScript(src, 1000);
    jest.advanceTimersByTime(1000);
    await expect(first).rejects.toThrow('timed out');
    const retry = loadScript(src, 1000);
    scripts(src)[0]?.dispatchEvent(new Event('error'));
    await expect(retry).rejects.toThrow('could not be loaded');
    expect(scripts(src)).toHaveLength(0);
    loadScript(src, 1000).catch(() => undefined);
    expect(scripts(src)).toHaveLength(1);
  });
});
