import { serviceIds } from '@isarlicht/contracts/routes/ids';
import { serviceNames } from '@isarlicht/site-content/names/page-names';
import { mentionsService, mentionsTopic, serviceTopics } from '../src/service-topics';

describe('service topics', () => {
  it('gives every service at least one topic of its own', () => {
    for (const id of serviceIds) expect(serviceTopics[id].length).toBeGreaterThan(0);
  });

  it('matches a topic as a word or the start of a compound, in any case', () => {
    expect(mentionsTopic('Portale für Händler', 'Portal')).toBe(true);
    expect(mentionsTopic('ein mobil optimierter Checkout', 'Mobil')).toBe(true);
    expect(mentionsTopic('Ein Kundenportal', 'Portal')).toBe(false);
  });

  it('matches an abbreviation only as a whole word in capitals', () => {
    expect(mentionsTopic('KI-gestützte Vorprüfung', 'KI')).toBe(true);
    expect(mentionsTopic('Die Kita-App', 'KI')).toBe(false);
    expect(mentionsTopic('Preise aus SAP S/4HANA', 'SAP')).toBe(true);
  });

  it('counts the service name as a mention', () => {
    expect(
      mentionsService('Mit dem Workflow-Finder haben wir die Abläufe erfasst.', 'workflow-finder', serviceNames['workflow-finder']),
    ).toBe(true);
    expect(mentionsService('Eine Dispositionssoftware für Speditionen.', 'workflow-finder', serviceNames['workflow-finder'])).toBe(false);
  });
});
