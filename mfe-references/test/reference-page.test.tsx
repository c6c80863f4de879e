import { fireEvent, render, screen, within } from '@testing-library/react';
import { on } from '@isarlicht/browser-runtime/events/bus';
import { referenceSlugs } from '@isarlicht/contracts/routes/ids';
import type { EventMap } from '@isarlicht/contracts/events/event-map';
import { richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { findReference } from '../src/content/lookup';
import { ReferenceFacts } from '../src/pages/references/reference-facts';
import ReferencePage, { meta } from '../src/pages/references/reference-page';

function renderReference(slug: string) {
  return render(<ReferencePage params={{ slug }} search="" />);
}

function reference(slug: string) {
  const entry = findReference(slug);
  if (!entry) throw new Error(`${slug} missing`);
  return entry;
}

/** The items of the list that follows a heading. */
function listAfter(heading: string): string[] {
  const list = screen.getByRole('heading', { level: 2, name: heading }).nextElementSibling;
  if (!(list instanceof HTMLUListElement)) throw new Error(`no list after ${heading}`);
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('reference page', () => {
  it.each([...referenceSlugs])('%s shows every field it has', (slug) => {
    const entry = reference(slug);
    const { container } = renderReference(slug);
    expect(meta({ slug })).toEqual({ title: entry.title, description: entry.metaDescription });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(entry.title);
    expect(screen.getByText(entry.description)).toBeInTheDocument();
    const paragraphs = container.querySelectorAll('[data-rich-text] p, [data-rich-text] li');
    expect(Array.from(paragraphs, (node) => node.textContent)).toEqual(richTextParagraphs(entry.fullDescription));
    expect(screen.getByText(entry.challenge)).toBeInTheDocument();
    expect(screen.getByText(entry.solution)).toBeInTheDocument();
    expect(screen.getByText(entry.timeframe)).toBeInTheDocument();
    expect(listAfter('Funktionen')).toEqual(entry.features);
    if (entry.results) expect(listAfter('Ergebnisse')).toEqual(entry.results);
    else expect(screen.queryByRole('heading', { name: 'Ergebnisse' })).toBeNull();
    const technologies = screen.getByRole('list', { name: 'Technologien' });
    for (const technology of entry.technologies) expect(within(technologies).getByText(technology)).toBeInTheDocument();
    const topics = screen.getAllByRole('list', { name: 'Themen' })[0];
    if (!topics) throw new Error('no topics');
    for (const tag of entry.tags) expect(within(topics).getByText(tag)).toBeInTheDocument();

    const image = screen.getByRole('img', { name: entry.imageAlt });
    expect(image).toHaveAttribute('src', entry.image);
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    for (const img of container.querySelectorAll('img')) {
      expect(img.hasAttribute('alt')).toBe(true);
      expect(img.getAttribute('width')).toBe('640');
      expect(img.getAttribute('height')).toBe('400');
    }

    if (entry.testimony) {
      const quote = screen.getByText(entry.testimony.quote).closest('figure');
      expect(quote?.querySelector('blockquote')).toHaveTextContent(entry.testimony.quote);
      expect(quote?.querySelector('figcaption')).toHaveTextContent(entry.testimony.author);
      expect(quote?.querySelector('figcaption')).toHaveTextContent(entry.testimony.position);
    } else {
      expect(container.querySelector('blockquote')).toBeNull();
    }

    const note = screen.queryByText('Vertrauliches Projekt.');
    expect(Boolean(note)).toBe(Boolean(entry.confidential));
  });

  // Each quote stands on one page only: the case study it comes from.
  it.each([
    ['hotel-buchungsplattform', /35 % mehr Conversion/],
    ['garantiemax', /65 % weniger Bearbeitungszeit/],
    ['buchberger', /40 % mehr Effizienz/],
    ['fahrzeugdatenplattform', /15 % höherer Verfügbarkeit/],
  ])('%s renders the specified testimonial figure in its quote', (slug, figure) => {
    renderReference(slug);
    expect(screen.getByText(figure).closest('blockquote')).not.toBeNull();
  });

  it('opens a client website in a new tab that cannot reach back', () => {
    render(<ReferenceFacts reference={{ ...reference('kiekje'), websiteLink: 'https://www.isarlicht-digital.de/' }} />);
    const link = screen.getByRole('link', { name: /www\.isarlicht-digital\.de/ });
    expect(link).toHaveAttribute('href', 'https://www.isarlicht-digital.de/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(link).toHaveAccessibleName(/öffnet in neuem Tab/);
  });

  it('shows no website link for a client without a public website', () => {
    renderReference('kiekje');
    expect(screen.queryByText('Website')).toBeNull();
    expect(screen.queryByText(/öffnet in neuem Tab/)).toBeNull();
  });

  it('shows no website for a confidential client', () => {
    renderReference('product-communicator');
    expect(screen.queryByText('Website')).toBeNull();
    expect(screen.getByText(/Das Unternehmen bleibt auf eigenen Wunsch anonym/)).toBeInTheDocument();
  });

  it('links up to three related references, never itself', () => {
    renderReference('kiekje');
    const related = screen.getByRole('region', { name: 'Ähnliche Projekte' });
    const links = within(related).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(3);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/references/kiekje');
  });

  it('asks the consent layer for the booking modal through the bus', () => {
    const opened: EventMap['modal:open'][] = [];
    const off = on('modal:open', (payload) => opened.push(payload));
    renderReference('talentlake');
    fireEvent.click(screen.getByRole('button', { name: 'Erstgespräch buchen' }));
    off();
    expect(opened).toEqual([{ modal: 'booking' }]);
  });

  it('renders nothing for an unknown slug (the shell shows its not-found page)', () => {
    const { container } = renderReference('fahrzeugdatenmplattform');
    expect(container).toBeEmptyDOMElement();
    expect(meta({ slug: 'fahrzeugdatenmplattform' })).toBeNull();
  });
});

describe('bootcamp page', () => {
  const bootcamp = reference('bootcamp-workshop');
  const workshopProjects = bootcamp.kind === 'workshop' ? bootcamp.workshopProjects : [];

  it('shows the 25 workshops, the three days and links to the products that started there', () => {
    renderReference('bootcamp-workshop');
    const format = screen.getByRole('region', { name: '3 Tage, ein gemeinsames Bild' });
    expect(within(format).getByText('Durchgeführte Bootcamps').nextSibling).toHaveTextContent('25');
    const days = within(format)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(days).toEqual(['Persona', 'Journey', 'Design Studio']);

    const projects = screen.getByRole('region', { name: 'Aus dem Bootcamp entstanden' });
    const links = within(projects)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(workshopProjects).not.toHaveLength(0);
    expect(links).toEqual(workshopProjects.map((slug) => `/references/${slug}`));
    expect(within(projects).getByRole('link', { name: reference('kiekje').title })).toBeInTheDocument();
  });

  it('does not repeat its workshop projects among the related references', () => {
    renderReference('bootcamp-workshop');
    const related = screen.queryByRole('region', { name: 'Ähnliche Projekte' });
    const hrefs = related
      ? within(related)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href'))
      : [];
    for (const slug of workshopProjects) expect(hrefs).not.toContain(`/references/${slug}`);
  });

  it('is the only page with the workshop details', () => {
    renderReference('kiekje');
    expect(screen.queryByRole('region', { name: 'Aus dem Bootcamp entstanden' })).toBeNull();
  });
});
