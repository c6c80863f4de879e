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
