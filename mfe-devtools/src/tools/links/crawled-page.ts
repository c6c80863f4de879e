export interface FoundLink {
  /** Absolute URL as the browser resolved it. */
  readonly href: string;
  readonly text: string;
  readonly rel: string;
}

export interface FoundImage {
  readonly src: string;
  readonly alt: string | null;
  readonly width: string | null;
  readonly height: string | null;
}

/** One route as rendered in the running site. */
export interface CrawledPage {
  readonly path: string;
  readonly notFound: boolean;
  readonly ids: readonly string[];
  readonly links: readonly FoundLink[];
  readonly images: readonly FoundImage[];
}

/** Reads a rendered document; pure DOM reading, so it runs on a frame's document or a test's. */
export function readPage(path: string, document: Document): CrawledPage {
  return {
    path,
    notFound: /nicht gefunden/.test(document.title),
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((anchor) => ({
      href: anchor.href,
      text: (anchor.textContent ?? '').trim().replace(/\s+/g, ' '),
      rel: anchor.rel,
    })),
    images: [...document.querySelectorAll<HTMLImageElement>('img')].map((image) => ({
      src: image.currentSrc || image.src,
      alt: image.getAttribute('alt'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
    })),
  };
}
