/** How much of a live manifest the shell's server reads: far above a real one (a few KiB), far below what would hurt it. */
export const manifestByteLimit = 512 * 1024;

/** How long one manifest read may take, the body included. */
const manifestTimeoutMs = 2000;

/** The body of a response, read as a stream and given up on as soon as it exceeds `limit` bytes. */
async function boundedText(response: Response, limit: number, url: string): Promise<string> {
  const tooLarge = () => new Error(`${url} is larger than ${limit} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads a live manifest as the shell's server does: a slice's release is untrusted
 * input, so the read follows no redirect (the configuration names the manifest's
 * address), takes at most `manifestByteLimit` bytes and `manifestTimeoutMs`.
 */
export async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', redirect: 'error', signal: AbortSignal.timeout(manifestTimeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return JSON.parse(await boundedText(response, manifestByteLimit, url)) as unknown;
}
