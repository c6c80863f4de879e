/**
 * What a page's scripts cost in one Lighthouse run. Lighthouse loads the page and waits
 * until its main thread is quiet without touching it, so every script it saw run ran
 * before the visitor's first interaction; a file only prefetched for later is no script
 * request and is not counted.
 */
export interface ScriptFigures {
  /** Main-thread time of script evaluation (Lighthouse's `scriptEvaluation` group, simulated CPU), ms. */
  readonly scriptEvaluation: number;
  /** Script files requested as scripts during the load. */
  readonly scripts: number;
  /** Their bytes over the network. */
  readonly scriptBytes: number;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;

function itemsOf(report: unknown, audit: string): unknown[] {
  const items = field(field(field(field(report, 'audits'), audit), 'details'), 'items');
  if (!Array.isArray(items)) throw new Error(`Lighthouse report has no items in the audit ${audit}`);
  return items;
}

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function scriptFiguresOfReport(report: unknown): ScriptFigures {
  const evaluation = itemsOf(report, 'mainthread-work-breakdown').find((item) => field(item, 'group') === 'scriptEvaluation');
  const scripts = itemsOf(report, 'network-requests').filter((item) => field(item, 'resourceType') === 'Script');
  return {
    scriptEvaluation: numberOf(field(evaluation, 'duration')),
    scripts: scripts.length,
    scriptBytes: scripts.reduce<number>((sum, item) => sum + numberOf(field(item, 'transferSize')), 0),
  };
}
