import type { ServiceId } from '@isarlicht/contracts/routes/ids';
import { serviceTopics } from './service-topics.generated';

/*
 * The topics of a service (the `topics` of its entry in mfe-marketing) are words a text
 * uses when it is about the service: its name's core, the work it describes, the tools it
 * is known for. The content tests use them to hold cross links to the content of both
 * ends: an industry page may recommend a service only if its own text talks about that
 * work, and a service page may cite a reference only if the case study shows it. Generic
 * stack words (TypeScript, PostgreSQL) are left out on purpose: they appear in almost
 * every project and say nothing about what it was.
 */
export { serviceTopics };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` uses `topic` as a word or as the start of a compound ("Portal" in
 * "Portale", not in "Kundenportal"). Abbreviations in capitals (KI, ERP, API) count
 * only as whole words in capitals, so "Kita" is not about AI.
 */
export function mentionsTopic(text: string, topic: string): boolean {
  const abbreviation = /^[A-Z0-9]{2,4}$/.test(topic);
  const pattern = abbreviation
    ? new RegExp(`(?<![\\p{L}\\d])${escape(topic)}(?![\\p{Ll}\\d])`, 'u')
    : new RegExp(`(?<![\\p{L}])${escape(topic)}`, 'iu');
  return pattern.test(text);
}

/** Whether `text` talks about the service: names it or uses one of its topics. */
export function mentionsService(text: string, id: ServiceId, name: string): boolean {
  return [name, ...serviceTopics[id]].some((topic) => mentionsTopic(text, topic));
}
