import { siteConfig } from '@isarlicht/site-content/site-config';

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  /** One sentence on what the person does for clients. */
  readonly text: string;
  /** Avatar colours from the design tokens: background, then figure. */
  readonly tone: 'primary' | 'accent';
}

const [ceo, cto] = siteConfig.managingDirectors;

/** The agency's figures; the founders are the managing directors of the legal notice. */
export const agencyFacts = {
  founded: 2017,
  /** People employed in Munich. */
  staff: 34,
  partnerStudios: 'Breslau (Polen) und Porto (Portugal)',
} as const;

export const founders = [
  {
    name: ceo,
    role: 'Mitgründerin und Geschäftsführerin, Produkt und Strategie',
    text: 'Sie hat nach ihrer Promotion in Mensch-Computer-Interaktion an der TU München das Product-Vision-Bootcamp entwickelt und moderiert es bis heute selbst.',
    tone: 'primary',
  },
  {
    name: cto,
    role: 'Mitgründer und Geschäftsführer, Technik',
    text: 'Er war zuvor Softwarearchitekt bei einem Münchner Versicherer und verantwortet heute Architektur, Betrieb und die Zusammenarbeit mit unseren Partnerstudios.',
    tone: 'accent',
  },
] as const satisfies readonly TeamMember[];

export const leads = [
  {
    name: 'Miriam Okafor',
    role: 'Leitung UX/UI-Design',
    text: 'Sie macht aus Personas und Skizzen Oberflächen, die auch ungeübte Nutzer:innen ohne Schulung bedienen, und prüft sie mit Screenreader und Tastatur.',
    tone: 'accent',
  },
  {
    name: 'Tobias Lechner',
    role: 'Leitung Softwareentwicklung',
    text: 'Er hält die gemeinsamen Standards für Code-Reviews, Tests und Deployment zusammen, nach denen alle Teams in München und in den Partnerstudios arbeiten.',
    tone: 'primary',
  },
  {
    name: 'Elif Demir',
    role: 'Leitung KI und Daten',
    text: 'Sie entwickelt mit ihrem Team Sprachmodell- und Vorhersagelösungen und misst deren Qualität an vereinbarten Testfällen, bevor etwas live geht.',
    tone: 'primary',
  },
  {
    name: 'Sebastian Wimmer',
    role: 'Leitung Betrieb und DevOps',
    text: 'Er sorgt mit Monitoring und Rufbereitschaft dafür, dass die Anwendungen unserer Kund:innen nach dem Go-live zuverlässig laufen.',
    tone: 'accent',
  },
] as const satisfies readonly TeamMember[];
