import type { ImpactValue, Result } from 'axe-core';

export interface RouteViolations {
  readonly path: string;
  readonly violations: readonly Result[];
}

export interface ViolationRow {
  readonly impact: ImpactValue | 'unbekannt';
  readonly rule: string;
  readonly help: string;
  readonly helpUrl: string;
  readonly path: string;
  /** CSS selectors of the offending nodes. */
  readonly nodes: readonly string[];
}

export const impactOrder = ['critical', 'serious', 'moderate', 'minor', 'unbekannt'] as const;
export const impactLabels: Record<(typeof impactOrder)[number], string> = {
  critical: 'Kritisch',
  serious: 'Schwer',
  moderate: 'Mittel',
  minor: 'Gering',
  unbekannt: 'Ohne Einstufung',
};

/** One row per rule and route, grouped by impact (most severe first). */
export function groupViolations(results: readonly RouteViolations[]): { impact: (typeof impactOrder)[number]; rows: ViolationRow[] }[] {
  const rows = results.flatMap(({ path, violations }) =>
    violations.map((violation) => ({
      impact: violation.impact ?? ('unbekannt' as const),
      rule: violation.id,
      help: violation.help,
      helpUrl: violation.helpUrl,
      path,
      nodes: violation.nodes.map((node) => node.target.map(String).join(' ')),
    })),
  );
  return impactOrder
    .map((impact) => ({
      impact,
      rows: rows.filter((row) => row.impact === impact).sort((a, b) => a.rule.localeCompare(b.rule) || a.path.localeCompare(b.path)),
    }))
    .filter((group) => group.rows.length > 0);
}
