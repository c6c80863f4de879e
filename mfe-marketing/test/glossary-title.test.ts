import { glossaryTitle } from '../src/pages/glossary/glossary-title';

describe('glossary page title', () => {
  it('keeps "– Glossar" where the full title stays within 60 characters', () => {
    expect(glossaryTitle('MVP (Minimum Viable Product)')).toBe('MVP (Minimum Viable Product) – Glossar');
  });

  it('drops "– Glossar" first, then the explanation in parentheses', () => {
    expect(glossaryTitle('CRM (Customer-Relationship-Management)')).toBe('CRM (Customer-Relationship-Management)');
    expect(glossaryTitle('CI/CD (Continuous Integration und Delivery)')).toBe('CI/CD – Glossar');
  });

  it('falls back to the short form alone for a term too long for any other form', () => {
    const term = 'Ein sehr langer Fachbegriff ohne jede Abkürzung im Titel (Erklärung)';
    expect(glossaryTitle(term)).toBe('Ein sehr langer Fachbegriff ohne jede Abkürzung im Titel');
  });
});
