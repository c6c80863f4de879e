import { test } from '@playwright/test';
import autocannon from 'autocannon';

/** A browser's encodings: the copies compressed ahead and the pages compressed on the fly go out as they would to a visitor. */
export const browserEncoding = { 'accept-encoding': 'gzip, deflate, br' };

export interface LoadTarget {
  /** The origin the requests go to (`http://127.0.0.1:<port>`). */
  readonly origin: string;
  /** The paths each connection asks for in turn. */
  readonly paths: readonly string[];
  readonly connections: number;
}

export interface LoadResult {
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Connection errors (timeouts among them) and 5xx answers: requests a visitor would have seen fail. */
  readonly failed: number;
  /** Answers other than 2xx: the page sets are pages and files that exist, so none is expected. */
  readonly non2xx: number;
}

/** autocannon on one origin for `seconds`, as many connections as given, each going round the paths. */
async function load({ origin, paths, connections }: LoadTarget, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: browserEncoding,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    failed: result.errors + result['5xx'],
    non2xx: result.non2xx,
  };
}

/** Loads on several origins at once, as one visitor population spread over the apps. */
export async function loadAll(targets: readonly LoadTarget[], seconds: number): Promise<LoadResult> {
  const results = await Promise.all(targets.map((target) => load(target, seconds)));
  return {
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    maxMs: Math.max(...results.map((result) => result.maxMs)),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

/** A measured figure: in the test's annotations (the JSON report) and in the run's output. */
export function reportFigure(description: string): void {
  test.info().annotations.push({ type: 'figure', description });
  console.log(`[figures] ${description}`);
}

/** The addresses of the shell and the marketing remote a page set is asked of (an edge's, nginx's). */
export interface PageSetUrls {
  readonly shell: string;
  readonly marketing: string;
}

/**
 * The figures' load on one site: 40 connections on the shell's part of the page set,
 * 10 on the marketing remote's, after a second of warm-up (the edge's cache and the
 * origins' first reads are not what is measured).
 */
export async function loadPageSet(
  urls: PageSetUrls,
  pages: { readonly shell: readonly string[]; readonly marketing: readonly string[] },
  seconds: number,
): Promise<LoadResult> {
  const targets = [
    { origin: urls.shell, paths: pages.shell, connections: 40 },
    { origin: urls.marketing, paths: pages.marketing, connections: 10 },
  ];
  await loadAll(targets, 1);
  return loadAll(targets, seconds);
}
