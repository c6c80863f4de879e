import type { IndustryId, ReferenceSlug, ServiceId } from '@isarlicht/shared';

export interface Testimony {
  readonly quote: string;
  readonly author: string;
  readonly position: string;
}

/** A case study, field for field as the product specification defines it. */
export interface Reference {
  readonly slug: ReferenceSlug;
  readonly title: string;
  readonly shortDescription: string;
  /** SEO description for the German site, 120–160 characters, shown in search results. */
  readonly metaDescription: string;
  readonly description: string;
  /** Long text; may contain simple HTML (p, ul, li, strong, em, a) that is sanitized before rendering. */
  readonly fullDescription: string;
  /** URL of the cover illustration (an imported asset: webpack emits it with a content hash). */
  readonly image: string;
  /** What the illustration shows, for screen readers on the detail page. */
  readonly imageAlt: string;
  readonly tags: readonly string[];
  readonly websiteLink: string | null;
  readonly features: readonly string[];
  readonly technologies: readonly string[];
  readonly challenge: string;
  readonly solution: string;
  readonly results?: readonly string[];
  readonly testimony?: Testimony;
  /** A fact in digits, e.g. "8 Wochen bis zum MVP, seit 2022 in Weiterentwicklung". */
  readonly timeframe: string;
  /** Anonymised client; the copy says so. */
  readonly confidential?: boolean;
  /** Only on bootcamp-workshop. */
  readonly workshopCount?: number;
  /** Only on bootcamp-workshop: products that started in a bootcamp. */
  readonly workshopProjects?: readonly ReferenceSlug[];
  /** Only on bootcamp-workshop: the agenda, one entry per day. */
  readonly workshopFormat?: readonly WorkshopDay[];
}

export interface WorkshopDay {
  readonly day: string;
  readonly title: string;
  readonly text: string;
}

export interface IndustryTestimonial {
  readonly quote: string;
  readonly author: string;
  readonly company: string;
}

/** A target group ("Software für …"), field for field as the product specification defines it. */
export interface Industry {
  readonly id: IndustryId;
  readonly title: string;
  readonly shortTitle: string;
  /**
   * What follows "Software" in a heading, with the article German needs: "für den
   * öffentlichen Sektor", "für das Gesundheitswesen", "für Startups".
   */
  readonly softwareFor: `für ${string}`;
  /** The complete document title of the detail page. */
  readonly seoTitle: string;
  readonly description: string;
  readonly featured?: boolean;
  /** Accent colour, hex. */
  readonly color: `#${string}`;
  /** Inline SVG markup (24×24 viewBox, stroke icon, currentColor), sanitized before rendering. */
  readonly icon: string;
  /**
   * Comma-separated topics, shown as tags on the page. The content test also reads them
   * as the vocabulary a cited reference must share with the industry.
   */
  readonly keywords: string;
  readonly services: readonly ServiceId[];
  readonly references: readonly ReferenceSlug[];
  readonly challenges: readonly string[];
  readonly solutions: readonly string[];
  readonly metaDescription: string;
  /** HTML (p, ul, li, strong, em), sanitized before rendering. */
  readonly longDescription: string;
  readonly testimonials: readonly IndustryTestimonial[];
}
