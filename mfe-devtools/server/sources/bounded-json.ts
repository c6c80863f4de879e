import { CallSourceError } from './call-source';

/**
 * The JSON body of an upstream answer, read up to `maxBytes` and no further: a
 * misbehaving or hostile upstream cannot make the server buffer without end.
 */
export async function boundedJson(response: Response, maxBytes: number): Promise<unknown> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new CallSourceError(`the answer of ${declared} bytes is over the cap of ${maxBytes}`);
  }
  const reader = response.body?.getReader();
  if (reader === undefined) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new CallSourceError(`the answer is over the cap of ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}
