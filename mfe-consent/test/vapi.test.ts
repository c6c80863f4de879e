import type { ThirdPartyConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { startAssistant } from '../src/third-party/vapi';

const vapi = {
  scriptUrl: 'https://cdn.example/vapi@1.1.7/index.js',
  scriptIntegrity: 'sha384-bbIh02H7kwndJWDOcWXx2bcQYeetrlEsxjVyWmAWHMTK4tw3CTWa5Ot8xB9piMFz',
  publicKey: 'pk-123',
  assistantId: 'as-456',
};
const thirdParty = (overrides: Partial<ThirdPartyConfig['vapi']>) => ({ vapi: { ...vapi, ...overrides } }) as ThirdPartyConfig;
const scripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === vapi.scriptUrl);

describe('the Vapi assistant', () => {
  it.each([
    ['its script has no hash (fail closed: an unchecked file never runs)', { scriptIntegrity: '' }],
    ['it has no public key', { publicKey: '' }],
    ['it has no assistant', { assistantId: '' }],
  ])('is not set up where %s', (_case, overrides) => {
    expect(startAssistant(thirdParty(overrides))).toBe('unconfigured');
    expect(scripts()).toHaveLength(0);
  });

  it('loads its script with the hash, anonymously, and starts the widget without audio recording', async () => {
    const run = jest.fn();
    const started = startAssistant(thirdParty({}));
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.integrity).toBe(vapi.scriptIntegrity);
    expect(script?.crossOrigin).toBe('anonymous');
    window.vapiSDK = { run };
    script?.dispatchEvent(new Event('load'));
    await started;
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({ apiKey: 'pk-123', assistant: 'as-456', assistantOverrides: { artifactPlan: { recordingEnabled: false } } }),
    );
  });
});
