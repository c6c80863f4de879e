import type { Locator, Page } from 'playwright-core';
import { consentPurposes, consentStorageKey } from '@isarlicht/contracts/consent/consent-record';
import { mainNavigation } from '@isarlicht/site-content/navigation';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { Visit } from './phone-profile';
import type { Answer, StoredPurposes, Target } from './visit-answers';

/** The controls the bench taps, each as a visitor finds it on a phone. */
export const controlNames = [
  'menu',
  'assistant',
  'booking',
  'cookie-settings',
  'accept-all',
  'essential-only',
  'save-selection',
  'close',
  'services-link',
] as const;
export type ControlName = (typeof controlNames)[number];

/** The first-visit panel's buttons: each stores a decision and reloads the page. */
export const decisionControls: readonly ControlName[] = ['accept-all', 'essential-only', 'save-selection'];

export interface Control {
  /** As the report names it: the control's text on the page. */
  readonly label: string;
  readonly target: Target;
  /** What the visitor sees once the tap is answered. */
  readonly answers: readonly Answer[];
  /** What a visitor who allowed the control's third party sees instead, where that differs. */
  readonly answersWhenGranted?: readonly Answer[];
  /** In the header's menu: a visit opens the menu before it taps it. */
  readonly inMenu?: true;
}

const settingsTitle = 'Cookie-Einstellungen';
/** The header link the bench follows: the services overview, a page of its own remote on every bench page. */
export const servicesPath = paths.services;
const servicesLink = mainNavigation.find((link) => link.to === servicesPath)?.label;
if (servicesLink === undefined) throw new Error(`the main navigation has no link to ${servicesPath}`);

/**
 * A third-party dialog of the consent layer for a visitor who has not allowed the third
 * party (the bench's returning visitor): its frame with the title and the text saying
 * why nothing loads, then the whole dialog with its controls, nothing busy.
 */
const thirdPartyDialog = (title: string, consentText: string): readonly Answer[] => [
  { name: 'frame', checks: [{ kind: 'dialog', title, texts: [title, consentText], controls: [] }] },
  {
    name: 'dialog',
    checks: [{ kind: 'dialog', title, texts: [title, consentText], controls: ['Schließen', 'Cookie-Einstellungen ändern'] }],
  },
];

/**
 * The same dialog for a visitor who allowed its third party: its frame with the title and
 * the line saying the widget loads, then the live dialog, nothing busy, which has started
 * the widget (the Vapi script, the HubSpot calendar's frame). How long the third party
 * itself takes is its own, not the site's: the bench cannot reach it either.
 */
const grantedDialog = (title: string, loadingText: string): readonly Answer[] => [
  { name: 'frame', checks: [{ kind: 'dialog', title, texts: [title, loadingText], controls: [] }] },
  { name: 'dialog', checks: [{ kind: 'dialog', title, texts: [title], controls: ['Schließen'] }] },
];

/** A first visitor's decision takes effect: the record stored with the purposes decided, the panel gone. */
const decision = (purposes: StoredPurposes): readonly Answer[] => [
  {
    name: 'effect',
    checks: [
      { kind: 'stored', key: consentStorageKey, purposes },
      { kind: 'no-dialog', title: settingsTitle },
    ],
  },
];

const allPurposes = (granted: boolean): StoredPurposes => ({
  granted: { essential: true, ...Object.fromEntries(consentPurposes.map((purpose) => [purpose, granted])) },
});

/** The first control matching the target, as Playwright finds it by its role and accessible name. */
export const locate = (page: Page, { scope, role, name }: Target): Locator =>
  page.locator(scope).getByRole(role, { name, exact: true }).first();

const header = '[data-testid=site-header]';
const dialog = '[role=dialog]';

export const controls: Readonly<Record<ControlName, Control>> = {
  menu: {
    label: 'Menü öffnen',
    target: { scope: header, role: 'button', name: 'Menü öffnen' },
    answers: [{ name: 'menu', checks: [{ kind: 'shown', selector: `${header} nav a` }] }],
  },
  assistant: {
    label: 'KI-Assistent (menu)',
    target: { scope: header, role: 'button', name: 'KI-Assistent' },
    inMenu: true,
    // The consent layer's text for a visitor without consent to external content.
    answers: thirdPartyDialog(
      'KI-Assistent',
      'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.',
    ),
    answersWhenGranted: grantedDialog('KI-Assistent', 'Der KI-Assistent wird geladen …'),
  },
  booking: {
    label: 'Erstgespräch buchen',
    target: { scope: 'main', role: 'button', name: 'Erstgespräch buchen' },
    answers: thirdPartyDialog(
      'Erstgespräch buchen',
      'Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.',
    ),
    answersWhenGranted: grantedDialog('Erstgespräch buchen', 'Der Terminkalender wird geladen …'),
  },
  'cookie-settings': {
    label: 'Cookie-Einstellungen (footer)',
    target: { scope: 'footer', role: 'button', name: settingsTitle },
    answers: [
      { name: 'dialog', checks: [{ kind: 'dialog', title: settingsTitle, texts: [settingsTitle], controls: ['Auswahl speichern'] }] },
    ],
  },
  'accept-all': {
    label: 'Alle akzeptieren',
    target: { scope: dialog, role: 'button', name: 'Alle akzeptieren' },
    answers: decision(allPurposes(true)),
  },
  'essential-only': {
    label: 'Nur essenzielle',
    target: { scope: dialog, role: 'button', name: 'Nur essenzielle' },
    answers: decision(allPurposes(false)),
  },
  'save-selection': {
    label: 'Auswahl speichern',
    target: { scope: dialog, role: 'button', name: 'Auswahl speichern' },
    // What „Auswahl speichern" saves when the visitor leaves the boxes as they are.
    answers: decision({ checkedIn: dialog }),
  },
  close: {
    label: 'Schließen',
    target: { scope: dialog, role: 'button', name: 'Schließen' },
    answers: [{ name: 'closed', checks: [{ kind: 'no-dialog', title: null }] }],
  },
  'services-link': {
    label: `${servicesLink} (menu)`,
    target: { scope: `${header} nav`, role: 'link', name: servicesLink },
    inMenu: true,
    answers: [],
  },
};

/** What answers a tap on `name` in a visit of this kind. */
export const answersOf = (name: ControlName, visit: Visit): readonly Answer[] =>
  (visit === 'granting' ? controls[name].answersWhenGranted : undefined) ?? controls[name].answers;
