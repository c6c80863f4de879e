import type { CDPSession, Page } from '@playwright/test';

/**
 * A mobile network for one page, through DevTools: a 150 ms round trip and the given
 * bytes per second each way. Returns the DevTools session, whose network events a test
 * may read.
 */
export async function slowNetwork(page: Page, bytesPerSecond: { readonly down: number; readonly up: number }): Promise<CDPSession> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: bytesPerSecond.down,
    uploadThroughput: bytesPerSecond.up,
  });
  return devtools;
}
