declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

/** The global stylesheet: tokens and base element styles, imported once by each page root. */
declare module '@isarlicht/shared/ui/base.css';
