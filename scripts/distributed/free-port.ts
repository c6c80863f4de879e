import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The first port the kernel hands to outgoing connections; Linux's default where it
 * cannot be read (other systems start theirs higher still).
 */
function firstEphemeralPort(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return low !== undefined && Number.isInteger(low) && low > 10_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port nothing listens on right now, for a server that starts a moment later, often in
 * another process. Below the ephemeral range: a port the kernel picked for `listen(0)`
 * is one it also gives the source of an outgoing connection, and in the seconds until
 * the server listened, the store tests' many connections to the gateway took one
 * (`EADDRINUSE` in a clean-clone CI run).
 */
export async function freePort(): Promise<number> {
  const high = firstEphemeralPort();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 10_000 + Math.floor(Math.random() * (high - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port below ${high} after 50 tries`);
}
