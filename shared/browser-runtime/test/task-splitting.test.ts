import { createInstance } from '@module-federation/enhanced/runtime';
import taskSplittingPlugin from '../src/federation/task-splitting-plugin';
import { yieldToMain } from '../src/federation/yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('resolves in a later task, not in a microtask of the current one', async () => {
    let resumed = false;
    const pending = yieldToMain().then(() => {
      resumed = true;
    });
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await pending;
    expect(resumed).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: yieldTask }, configurable: true });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});

describe('taskSplittingPlugin in the MF runtime', () => {
  it('lets the browser in before a shared module is resolved, and still resolves it', async () => {
    const react = { version: '19.0.0' };
    const federation = createInstance({
      name: 'task_splitting_host',
      remotes: [],
      shared: {
        react: { version: '19.0.0', lib: () => react, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } },
      },
      plugins: [taskSplittingPlugin()],
    });
    let resolved = false;
    const loading = federation.loadShare<typeof react>('react').then((factory) => {
      resolved = true;
      return factory;
    });
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    const factory = await loading;
    expect(factory === false ? undefined : factory()).toBe(react);
  });
});
