import type { GlossaryArticle } from '../types';

export const rest = {
  practice:
    'Die Integrationsschicht der B2B-Bestellplattform für einen Baustoffhändler stellt Preise, Bestände und Liefertermine aus SAP und der Tourenplanung als REST-Schnittstellen bereit. Bei WohnWerk Süd setzen Mieter-App und Webportal auf derselben Schnittstelle auf, sodass eine neue Funktion nur einmal im Backend entsteht. Dokumentiert werden unsere Schnittstellen als OpenAPI-Spezifikation, aus der auch Tests entstehen.',
  references: ['baustoffe-plattform', 'smart-home-app'],
  relevance:
    'REST ist der verbreitetste Stil für Webschnittstellen und damit die sichere Wahl, wenn andere Systeme oder Partner an Ihre Software anschließen sollen. Achten Sie darauf, dass Schnittstellen versioniert sind, damit Änderungen bestehende Anbindungen nicht brechen, und dass Authentifizierung und Lastgrenzen geregelt sind. Eine maschinenlesbare Dokumentation sollte Teil der Lieferung sein.',
} as const satisfies GlossaryArticle;
