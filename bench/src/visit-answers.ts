/** What the visitor sees once a tap has been answered; every check of an answer must hold in the same frame. */
export type AnswerCheck =
  /** An element matching the selector is visible in the viewport. */
  | { readonly kind: 'shown'; readonly selector: string }
  /**
   * A dialog named `title` is visible with each of `texts` and each of the buttons
   * named in `controls`, and nothing in it is marked busy once `controls` are asked for.
   */
  | { readonly kind: 'dialog'; readonly title: string; readonly texts: readonly string[]; readonly controls: readonly string[] }
  /** No dialog is visible (of that title, when one is given). */
  | { readonly kind: 'no-dialog'; readonly title: string | null }
  /** `localStorage[key]` holds a record with these purposes. */
  | { readonly kind: 'stored'; readonly key: string; readonly purposes: StoredPurposes };

/** The purposes `granted`, or those of the checkboxes named after purposes in `checkedIn` as they stood when the tap came. */
export type StoredPurposes = { readonly granted: Readonly<Record<string, boolean>> } | { readonly checkedIn: string };

export interface Answer {
  readonly name: string;
  readonly checks: readonly AnswerCheck[];
}

/** Where a visitor finds a control: a button or link with this text inside an element matching `scope`. */
export interface Target {
  readonly scope: string;
  readonly role: 'button' | 'link';
  readonly name: string;
}

/** A tap the visit makes: where, and what answers it. */
export interface PlannedTap {
  readonly target: Target;
  readonly answers: readonly Answer[];
}

/** One tap as the probe saw it: its timestamp on the browser's clock and ms from it to each answer's first painted frame. */
export interface TapSeen {
  readonly at: number;
  readonly answers: Readonly<Record<string, number>>;
}

/** The probe's record: the taps in order, and when the document began to be left (a reload, a navigation), on the browser's clock. */
export interface TapsSeen {
  readonly taps: readonly TapSeen[];
  readonly leftAt: number | null;
}
