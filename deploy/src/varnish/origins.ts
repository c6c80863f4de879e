import { appNames, type AppName } from '@isarlicht/tooling/ports';
import { block, vclHost, vclName, vclPath, vclPort } from './syntax';

/** Where an origin of an app listens. */
export interface EdgeOrigin {
  readonly host: string;
  readonly port: number;
}

/** The origins of each app, in the order the director takes them round. */
export type EdgeOrigins = Readonly<Record<AppName, readonly EdgeOrigin[]>>;

/**
 * How the edge watches its origins (docs/decisions/051): a probe every 250 ms; an
 * origin counts as healthy with 3 good answers of the last 4, so two failed probes
 * take it out: at most 2 × 250 ms plus a probe's 200 ms timeout after it dies, and a
 * request that meets it before then is retried on the next origin.
 */
export const probeTiming = { intervalMs: 250, timeoutMs: 200, window: 4, threshold: 3 } as const;

/** A dead host that sends no reset costs the connect timeout, then the request moves on. */
const originTimeouts = { connectMs: 500, firstByteMs: 5000, betweenBytesMs: 5000 } as const;

/** What a probe asks every origin for: the app's manifest, for a remote its live pointer. */
export const defaultProbePath = '/mf-manifest.json';

const probeName = 'origin_health';
const backendName = (app: AppName, index: number): string => vclName(`${app}_${index + 1}`);
export const directorName = (app: AppName): string => vclName(`${app}_origins`);

function originsOf(origins: EdgeOrigins, app: AppName): readonly EdgeOrigin[] {
  const list = origins[app];
  if (list.length === 0) throw new Error(`the edge needs at least one origin of ${app}`);
  return list;
}

/** The probe and one backend per origin. */
export function originDeclarations(origins: EdgeOrigins, probePath: string): string[] {
  const { intervalMs, timeoutMs, window, threshold } = probeTiming;
  return [
    ...block(`probe ${probeName}`, [
      `.url = ${vclPath(probePath)};`,
      '.expected_response = 200;',
      `.interval = ${intervalMs}ms;`,
      `.timeout = ${timeoutMs}ms;`,
      `.window = ${window};`,
      `.threshold = ${threshold};`,
      // Healthy from the start: an origin that is not up yet costs a retry, not the first second.
      `.initial = ${threshold};`,
    ]),
    '',
    ...appNames.flatMap((app) =>
      originsOf(origins, app).flatMap((origin, index) => [
        ...block(`backend ${backendName(app, index)}`, [
          `.host = ${vclHost(origin.host)};`,
          `.port = ${vclPort(origin.port)};`,
          `.probe = ${probeName};`,
          `.connect_timeout = ${originTimeouts.connectMs}ms;`,
          `.first_byte_timeout = ${originTimeouts.firstByteMs}ms;`,
          `.between_bytes_timeout = ${originTimeouts.betweenBytesMs}ms;`,
        ]),
        '',
      ]),
    ),
  ];
}

/** A round-robin director per app over its origins: the director skips an origin its probe found sick. */
export const directorInit = (origins: EdgeOrigins): string[] =>
  block(
    'sub vcl_init',
    appNames.flatMap((app) => [
      `new ${directorName(app)} = directors.round_robin();`,
      ...originsOf(origins, app).map((_, index) => `${directorName(app)}.add_backend(${backendName(app, index)});`),
    ]),
  );

/**
 * Fetch attempts per request: every origin of the largest app once more after the
 * first, at most 4 (Varnish's `max_retries`), at least one retry.
 */
export const retryLimit = (origins: EdgeOrigins): number =>
  Math.min(4, Math.max(1, ...appNames.map((app) => originsOf(origins, app).length)));

export const nextOriginSub = 'isarlicht_next_origin';

/**
 * After a failed fetch the retry goes to the next origin of the app in a ring, not
 * back to the director: with two origins, a director could hand the retry to the
 * origin that just failed, before its probe has noticed. A sick origin refuses at
 * once, so the ring moves on without waiting.
 */
export function nextOrigin(origins: EdgeOrigins): string[] {
  const cases = appNames.flatMap((app) => {
    const list = originsOf(origins, app);
    return list.map((_, index) => ({ failed: backendName(app, index), next: backendName(app, (index + 1) % list.length) }));
  });
  return block(
    `sub ${nextOriginSub}`,
    cases.flatMap(({ failed, next }, index) => [
      `${index === 0 ? 'if' : '} elsif'} (beresp.backend == ${failed}) {`,
      `    set bereq.backend = ${next};`,
      ...(index === cases.length - 1 ? ['}'] : []),
    ]),
  );
}
