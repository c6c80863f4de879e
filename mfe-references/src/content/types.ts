import type { IndustryId, ReferenceSlug, ServiceId } from '@isarlicht/contracts/routes/ids';
import type { RichTextModel } from '@isarlicht/ui/rich-text-model';

export interface Testimony {
  readonly quote: string;
  readonly author: string;
  readonly position: string;
}

/** What every reference has, field for field as the product specification defines it. */
interface ReferenceFields {
  readonly slug: ReferenceSlug;
  readonly title: string;
  readonly shortDescription: string;
  /** SEO description for the German site, 120–160 characters, shown in search results. */
  readonly metaDescription: string;
  readonly description: string;
  /** Long text: paragraphs and lists, held as structured rich text (no markup to sanitize). */
  readonly fullDescription: RichTextModel;
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
}

/** A client project. */
export interface CaseStudy extends ReferenceFields {
  readonly kind: 'case-study';
}

/** Our bootcamp: how often it ran, its agenda and the products that started in it. */
export interface WorkshopReference extends ReferenceFields {
  readonly kind: 'workshop';
  readonly workshopCount: number;
  /** Products that started in a bootcamp. */
  readonly workshopProjects: readonly ReferenceSlug[];
  /** The agenda, one entry per day. */
  readonly workshopFormat: readonly WorkshopDay[];
}

export type Reference = CaseStudy | WorkshopReference;

/**
 * An entry as its Markdown file holds it (`content/*\/<id>.<kind>.md`, docs/decisions/054):
 * the fields in the front matter, the long text as the body; the title is the name the
 * contracts give the id, so no other slice copies it.
 */
type EntryOf<T, LongText extends keyof T> = T extends unknown ? Omit<T, 'title' | LongText> & { readonly body: RichTextModel } : never;

export type ReferenceEntry = EntryOf<Reference, 'fullDescription'>;

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
  /** Stroke icon on a 24×24 grid in `currentColor`, drawn from these shapes. */
  readonly icon: readonly IconShape[];
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
  readonly longDescription: RichTextModel;
  readonly testimonials: readonly IndustryTestimonial[];
}

/** One shape of an industry icon; the frame (viewBox, stroke, caps) is the same for all. */
export type IconShape =
  | { readonly shape: 'path'; readonly d: string }
  | { readonly shape: 'circle'; readonly cx: number; readonly cy: number; readonly r: number }
  | {
      readonly shape: 'rect';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly rx: number;
    };

export type IndustryEntry = EntryOf<Industry, 'longDescription'>;
