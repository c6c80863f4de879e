import { render, screen, within } from '@testing-library/react';
import { industryIds, type IndustryId } from '@isarlicht/contracts/routes/ids';
import { serviceNames } from '@isarlicht/site-content/names/page-names';
import { richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { topicsOf } from '../src/content/industry-topics';
import { findIndustry, findReference } from '../src/content/lookup';
import IndustryPage, { meta } from '../src/pages/industries/industry-page';

function renderIndustry(industryId: string) {
  return render(<IndustryPage params={{ industryId }} search="" />);
}

describe('industry page', () => {
  it.each([...industryIds])('%s shows every field and links what it names', (id) => {
    const industry = findIndustry(id);
    if (!industry) throw new Error(`${id} missing`);
    const { container } = renderIndustry(id);
    expect(meta({ industryId: id })).toEqual({ title: industry.seoTitle, description: industry.metaDescription, exactTitle: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(industry.title);
    expect(screen.getByText(industry.description)).toBeInTheDocument();
    const paragraphs = container.querySelectorAll('[data-rich-text] p, [data-rich-text] li');
    expect(Array.from(paragraphs, (node) => node.textContent)).toEqual(richTextParagraphs(industry.longDescription));
    for (const item of [...industry.challenges, ...industry.solutions]) expect(screen.getByText(item)).toBeInTheDocument();

    const services = screen.getByRole('complementary', { name: 'Passende Leistungen' });
    expect(within(services).getAllByRole('link')).toHaveLength(industry.services.length);
    for (const service of industry.services) {
      expect(within(services).getByRole('link', { name: serviceNames[service] })).toHaveAttribute('href', `/services/${service}`);
    }

    const topics = screen.getByRole('list', { name: 'Themen dieser Branche' });
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(topicsOf(industry));

    const references = screen.getByRole('region', { name: `Referenzen: ${industry.shortTitle}` });
    for (const slug of industry.references) {
      expect(within(references).getByRole('link', { name: findReference(slug)?.title })).toHaveAttribute('href', `/references/${slug}`);
    }

    const voices = screen.getByRole('region', { name: 'Stimmen aus Projekten' });
    for (const testimonial of industry.testimonials) {
      const figure = within(voices).getByText(testimonial.quote).closest('figure');
      expect(figure?.querySelector('blockquote')).toHaveTextContent(testimonial.quote);
      expect(figure?.querySelector('figcaption')).toHaveTextContent(`${testimonial.author}${testimonial.company}`);
    }

    const themed = container.firstElementChild as HTMLElement;
    expect(themed.style.getPropertyValue('--industry-color')).toBe(industry.color);
    const icon = container.querySelector('[aria-hidden="true"] > svg');
    expect(icon?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(screen.getByRole('button', { name: 'Erstgespräch buchen' })).toBeInTheDocument();
  });

  it.each<[IndustryId, string]>([
    ['real-estate', 'Software für die Immobilienwirtschaft: Wo fangen wir an?'],
    ['logistics', 'Software für die Logistik: Wo fangen wir an?'],
    ['education', 'Software für die Bildung: Wo fangen wir an?'],
    ['public-sector', 'Software für den öffentlichen Sektor: Wo fangen wir an?'],
    ['startups', 'Software für Startups: Wo fangen wir an?'],
    ['kmu', 'Software für den Mittelstand: Wo fangen wir an?'],
    ['e-commerce', 'Software für den Onlinehandel: Wo fangen wir an?'],
    ['insurance', 'Software für Versicherungen: Wo fangen wir an?'],
    ['automotive', 'Software für die Automobilbranche: Wo fangen wir an?'],
    ['healthcare', 'Software für das Gesundheitswesen: Wo fangen wir an?'],
    ['recruiting', 'Software für Recruiting und HR: Wo fangen wir an?'],
    ['manufacturing', 'Software für die Industrie: Wo fangen wir an?'],
  ])('%s asks its closing question in correct German', (id, heading) => {
    renderIndustry(id);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('renders nothing for an unknown id (the shell shows its not-found page)', () => {
    const { container } = renderIndustry('gastronomie');
    expect(container).toBeEmptyDOMElement();
    expect(meta({ industryId: 'gastronomie' })).toBeNull();
  });
});
