declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

/** The global stylesheet: tokens and base element styles, imported once by each page root. */
declare module '@isarlicht/ui/base.css';

/** Images are emitted by webpack with a content hash; importing one yields its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}
