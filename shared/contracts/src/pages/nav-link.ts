/** A link of the site's navigation, a footer column or a page's breadcrumb parent. */
export interface NavLink {
  readonly label: string;
  readonly to: string;
}
