import reverseRecruitingImage from '../../assets/references/reverse-recruiting.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const reverseRecruiting = {
  kind: 'case-study',
  slug: 'reverse-recruiting',
  title: referenceTitles['reverse-recruiting'],
  shortDescription: 'Kliniken bewerben sich bei Pflegekräften – nicht umgekehrt. MVP mit No-Code in acht Wochen.',
  metaDescription:
    'Pflegewahl dreht die Bewerbung um: Kliniken bewerben sich mit konkreten Angeboten bei Pflegekräften. MVP in acht Wochen mit Bubble, Pilot mit sechs Kliniken.',
  description:
    'Pflegewahl dreht den Bewerbungsprozess um: Pflegekräfte legen anonym fest, was ihnen wichtig ist, und Kliniken bewerben sich mit konkreten Angeboten. Wir haben das Konzept im Product-Vision-Bootcamp geschärft und das MVP in acht Wochen mit No-Code umgesetzt.',
  fullDescription: [
    'In der Pflege suchen Arbeitgeber händeringend, während erfahrene Pflegekräfte kaum Zeit haben, sich durch Stellenanzeigen zu arbeiten. Die Gründerinnen von Pflegewahl – selbst jahrelang auf Intensivstationen tätig – hatten eine klare Idee: Die Klinik bewirbt sich bei der Pflegekraft.',
    'Im Product-Vision-Bootcamp haben wir diese Idee mit Pflegekräften und Personalverantwortlichen aus zwei Kliniken überprüft. Heraus kam ein fokussierter Ablauf:',
    {
      list: [
        [{ strong: 'Anonymes Profil' }, ' mit Qualifikation, Fachbereich, Wunsch-Schichtmodell und Gehaltsvorstellung'],
        [{ strong: 'Angebote statt Anzeigen' }, ': Kliniken schicken konkrete Angebote mit Station, Dienstplanmodell und Gehalt'],
        [{ strong: 'Kontakt erst nach Zustimmung' }, ' – die Pflegekraft entscheidet, wem sie ihren Namen zeigt'],
        [{ strong: 'Klinik-Dashboard' }, ' mit Suchfiltern und Übersicht über offene Angebote'],
      ],
    },
    'Um schnell mit echten Nutzer:innen zu lernen, haben wir das MVP in acht Wochen mit Bubble umgesetzt, ergänzt um ein Backend in Xano und automatisierte Benachrichtigungen. So konnte Pflegewahl mit sechs Kliniken in die Pilotphase starten, ohne ein eigenes Entwicklungsteam aufzubauen. Die Architektur ist so angelegt, dass einzelne Teile später schrittweise in individuellen Code überführt werden können, sobald die Nutzerzahlen es erfordern. Bubble, Xano, Make und Twilio sind Dienste von US-Anbietern; Profile enthalten deshalb keine Gesundheitsdaten, und die Übermittlung ist über Auftragsverarbeitungsverträge und EU-Standardvertragsklauseln geregelt. Ein Umzug auf Hosting in Deutschland ist für die Zeit nach dem Pilot geplant. Das hielt die Kosten für das MVP deutlich unter denen einer klassischen Individualentwicklung.',
  ],
  image: reverseRecruitingImage,
  imageAlt: 'Illustration: Eine Pflegekraft in der Mitte, auf die Pfeile von vier Klinikgebäuden zulaufen',
  tags: ['Recruiting', 'MVP', 'No-Code'],
  websiteLink: null,
  features: [
    'Anonymes Profil mit Schichtmodell und Gehaltswunsch',
    'Konkrete Angebote von Kliniken statt Stellenanzeigen',
    'Kontaktfreigabe nur mit Zustimmung der Pflegekraft',
    'Klinik-Dashboard mit Suchfiltern',
    'Automatische Benachrichtigungen per E-Mail und SMS',
  ],
  technologies: ['Bubble', 'Xano', 'Make', 'Twilio'],
  challenge:
    'Pflegekräfte werden mit Stellenanzeigen überhäuft, haben aber wenig Zeit und Lust auf klassische Bewerbungen. Die Gründerinnen mussten schnell und mit begrenztem Budget beweisen, dass Kliniken bereit sind, sich aktiv zu bewerben.',
  solution:
    'Wir haben das Konzept im Bootcamp mit Pflegekräften und Kliniken validiert und das MVP in acht Wochen mit Bubble und Xano gebaut. So konnte Pflegewahl früh mit echten Nutzer:innen testen und die Plattform gezielt weiterentwickeln.',
  results: [
    'MVP nach 8 Wochen live, Pilotphase mit sechs Kliniken',
    'Über 450 registrierte Pflegekräfte in den ersten drei Monaten',
    'Durchschnittlich vier Angebote pro Profil',
  ],
  timeframe: '8 Wochen bis zum MVP, anschließend Pilotphase mit sechs Kliniken',
  confidential: false,
} as const satisfies Reference;
