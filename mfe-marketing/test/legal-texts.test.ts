/** @jest-environment node */
import { siteConfig } from '@isarlicht/site-content/site-config';
import { richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { stringsOf } from '@isarlicht/tooling/style-check';
import { privacySections } from '../src/content/legal/privacy';
import { termsSections } from '../src/content/legal/terms';
import { findRole } from '../src/content/roles';
import type { LegalSection } from '../src/content/legal/types';

const sectionText = (sections: readonly LegalSection[], id: string) => stringsOf(sections.filter((section) => section.id === id)).join(' ');

describe('the privacy policy, as Art. 13 DSGVO asks', () => {
  it('says plainly that calls with the assistant are not recorded', () => {
    const assistant = sectionText(privacySections, 'ki-assistent');
    expect(assistant).toContain('nicht als Tonaufnahme gespeichert');
    expect(assistant).not.toMatch(/wenn die Aufzeichnung|auf Anfrage/);
  });

  it('names every third-party processor with its country and the basis of a transfer', () => {
    const overview = privacySections
      .find((section) => section.id === 'empfaenger')
      ?.text.flatMap((block) => (typeof block === 'object' && 'list' in block ? block.list : []));
    const entries = stringsOf(overview);
    for (const processor of [
      'Vapi, Inc.',
      'Spracherkennung, Sprachmodell und Sprachsynthese',
      'HubSpot',
      'Google Analytics 4',
      'Google Maps',
    ]) {
      const entry = entries.find((text) => text.includes(processor));
      expect(entry).toMatch(/USA|Irland|Deutschland/);
      expect(entry).toMatch(/Data Privacy Framework|Standardvertragsklauseln/);
    }
  });

  it('names the data protection officer from the site facts', () => {
    const officer = sectionText(privacySections, 'datenschutzbeauftragte');
    expect(officer).toContain(siteConfig.dataProtectionOfficer.name);
    expect(officer).toContain(siteConfig.dataProtectionOfficer.email);
    expect(officer).toContain('§ 38 Abs. 1 BDSG');
  });

  it('says whether visitors must provide data and what happens if they do not (Art. 13 Abs. 2 lit. e)', () => {
    const provision = sectionText(privacySections, 'bereitstellung');
    expect(provision).toContain('Art. 13 Abs. 2 lit. e DSGVO');
    expect(provision).toMatch(/weder gesetzlich noch vertraglich verpflichtet/);
  });
});

describe('the terms', () => {
  it('deem work accepted only as § 640 Abs. 2 BGB allows: a deadline, the notice, refusal for any stated defect', () => {
    const acceptance = sectionText(termsSections, 'abnahme');
    expect(acceptance).toContain('§ 640 Abs. 2 BGB');
    expect(acceptance).toContain('angemessene Frist');
    expect(acceptance).toContain('unter Angabe mindestens eines Mangels');
    expect(acceptance).toContain('ersetzt die Abnahme nicht');
    expect(acceptance).not.toMatch(/wesentlichen Mangels|produktiv nutzt/);
  });

  it('divide the Product Owner decisions as the Product Owner page does', () => {
    const scope = sectionText(termsSections, 'leistungen');
    const rolePage = richTextParagraphs(findRole('product-owner')?.body ?? []).join(' ');
    for (const text of [scope, rolePage]) {
      expect(text).toMatch(/Produktziel, fachliche Anforderungen und deren Rangfolge fest/);
      expect(text).toMatch(/im nächsten Sprint/);
      expect(text).toMatch(/im Tandem/);
    }
  });

  it('cover AI-generated work: rights, labelling, the client review and the roles of the EU AI Act', () => {
    const ai = sectionText(termsSections, 'ki-arbeitsergebnisse');
    for (const fact of ['Nutzung', 'kennzeichnet', 'prüft der Auftraggeber', 'Art. 50', 'Anbieter im Sinne', 'Betreiber im Sinne'])
      expect(ai).toContain(fact);
  });
});
