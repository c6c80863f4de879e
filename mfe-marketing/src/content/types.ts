import type { MethodId, RoleId, ServiceId } from '@isarlicht/shared';

/** A service page's lead data: heading, the intro visitors read first, and the SERP text. */
export interface Service {
  readonly id: ServiceId;
  /** German page heading, e.g. "KI-Entwicklung". */
  readonly title: string;
  /** Two or three sentences: what it is and for whom. */
  readonly teaser: string;
  /** 120–160 characters for search results. */
  readonly metaDescription: string;
}

export interface Method {
  readonly id: MethodId;
  readonly title: string;
  readonly teaser: string;
  readonly metaDescription: string;
}

export interface Role {
  readonly id: RoleId;
  readonly title: string;
  readonly teaser: string;
  readonly metaDescription: string;
}

export interface GlossaryTerm {
  /** kebab-case URL id, unique. */
  readonly id: string;
  /** The term as written, e.g. "MVP (Minimum Viable Product)". */
  readonly term: string;
  /** Two to four sentences of plain German. */
  readonly definition: string;
  /** Services that use the term; each must exist. */
  readonly serviceIds: readonly ServiceId[];
}
