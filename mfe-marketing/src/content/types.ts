import type { IndustryId, MethodId, ReferenceSlug, RoleId, ServiceId } from '@isarlicht/contracts/routes/ids';
import type { RichTextModel } from '@isarlicht/ui/rich-text-model';

/** A titled paragraph: a step of a process, a principle, a value. */
export interface TitledText {
  readonly title: string;
  readonly text: string;
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/**
 * Pages of this slice link to pages of other slices by route only: the ids are typed
 * against the shared lists, so a link cannot point at a page the site does not have.
 */
export interface ServiceLinks {
  readonly services: readonly ServiceId[];
  readonly references: readonly ReferenceSlug[];
  readonly industries: readonly IndustryId[];
}

/** What cards, link lists and search results show of a service; every page may load it. */
export interface ServiceSummary {
  readonly id: ServiceId;
  /** German page heading, e.g. "KI-Entwicklung". */
  readonly title: string;
  /** Two or three sentences: what it is and for whom. Used as lead and on cards. */
  readonly teaser: string;
  /** 120–160 characters for search results. */
  readonly metaDescription: string;
}

/** The text of a service's own page, kept apart so that only service pages load it. */
export interface ServiceDetail {
  /** What the service is, in two or three paragraphs. */
  readonly intro: RichTextModel;
  /** Who typically asks for it. */
  readonly audience: string;
  /** Situations in which clients come to us. */
  readonly problems: readonly string[];
  /** How we deliver it, in order. */
  readonly steps: readonly TitledText[];
  readonly technologies: readonly string[];
  /** What the client has at the end. */
  readonly outcomes: readonly string[];
  /** At least three questions. */
  readonly faq: readonly FaqEntry[];
  /** One sentence above the booking button at the end of the page. */
  readonly cta: string;
  readonly related: ServiceLinks;
}

/** A service's page text as its Markdown file holds it (docs/decisions/054): the intro is the body. */
export type ServiceDetailEntry = Omit<ServiceDetail, 'intro'> & { readonly body: RichTextModel };

export type Service = ServiceSummary & ServiceDetail;

/** The thematic groups of the services overview; each content file holds one group. */
export interface ServiceGroup {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly services: readonly ServiceSummary[];
}

/** Links from a method or role page to its neighbours. */
export interface TeamLinks {
  readonly methods: readonly MethodId[];
  readonly roles: readonly RoleId[];
  readonly services: readonly ServiceId[];
}

export interface Method {
  readonly id: MethodId;
  readonly title: string;
  readonly teaser: string;
  readonly metaDescription: string;
  /** Two or three paragraphs: what it means at Isarlicht Digital. */
  readonly body: RichTextModel;
  /** What a client notices of the method in a project. */
  readonly principles: readonly TitledText[];
  readonly related: TeamLinks;
}

/** A method as its Markdown file holds it (docs/decisions/054): the title is the contracts' name of the id. */
export type MethodEntry = Omit<Method, 'title'>;

export interface Role {
  readonly id: RoleId;
  readonly title: string;
  readonly teaser: string;
  readonly metaDescription: string;
  /** The roles list mixes people (Product Owner) and practices (Kanban); headings differ. */
  readonly kind: 'person' | 'practice';
  /** A practice that the glossary also defines: the id of that term, linked both ways. */
  readonly glossaryTermId?: string;
  readonly body: RichTextModel;
  /** Tasks of a person, or the elements of a practice. */
  readonly highlights: readonly string[];
  readonly related: TeamLinks;
}

/** What the pages that link a glossary term need of it: the list service pages load. */
export interface GlossaryTerm {
  /** kebab-case URL id, unique. */
  readonly id: string;
  /** The term as written, e.g. "MVP (Minimum Viable Product)". */
  readonly term: string;
  /** Services that use the term; each must exist. */
  readonly serviceIds: readonly ServiceId[];
}

/**
 * The rest of a glossary term's entry: the text of its own page, kept apart from the
 * term list because service pages load that list for their links.
 */
export interface GlossaryArticle {
  /** Two to four sentences of plain German. */
  readonly definition: string;
  /** 120–160 characters for search results. */
  readonly metaDescription: string;
  /** The role page on how we work with the term, for terms that are also a practice of ours. */
  readonly practicePage?: RoleId;
  /** The case studies the example describes, linked below it. */
  readonly references: readonly ReferenceSlug[];
  /** When the term matters to someone who buys software, and what to ask. */
  readonly relevance: string;
  /** An example from our projects: where the term mattered and what we did (the body of its Markdown file). */
  readonly body: RichTextModel;
}
