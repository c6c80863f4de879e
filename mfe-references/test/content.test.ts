import { industryIds, referenceSlugs, serviceIds } from '@isarlicht/shared';
import { industries } from '../src/content/industries';
import { references } from '../src/content/references';

describe('references content', () => {
  it('has one entry per slug of the route contract', () => {
    expect(references.map((reference) => reference.slug).sort()).toEqual([...referenceSlugs].sort());
  });

  it('fills every required field', () => {
    for (const reference of references) {
      for (const field of ['title', 'shortDescription', 'description', 'fullDescription', 'image', 'challenge', 'solution', 'timeframe'] as const) {
        expect({ slug: reference.slug, field, empty: reference[field].trim() === '' }).toEqual({ slug: reference.slug, field, empty: false });
      }
      expect(reference.features.length).toBeGreaterThan(0);
      expect(reference.technologies.length).toBeGreaterThan(0);
      expect(reference.tags.length).toBeGreaterThan(0);
      if (reference.confidential) expect(reference.websiteLink).toBeNull();
    }
  });

  it('lets the bootcamp count 25 workshops and link projects that exist', () => {
    const bootcamp = references.find((reference) => reference.slug === 'bootcamp-workshop');
    expect(bootcamp?.workshopCount).toBe(25);
    expect(bootcamp?.workshopProjects?.length).toBeGreaterThan(0);
    for (const slug of bootcamp?.workshopProjects ?? []) expect(referenceSlugs).toContain(slug);
  });
});

describe('industries content', () => {
  it('has one entry per id of the route contract', () => {
    expect(industries.map((industry) => industry.id).sort()).toEqual([...industryIds].sort());
  });

  it('links only services and references that exist', () => {
    for (const industry of industries) {
      for (const id of industry.services) expect(serviceIds).toContain(id);
      for (const slug of industry.references) expect(referenceSlugs).toContain(slug);
    }
  });

  it('marks the specified target groups as featured', () => {
    expect(industries.filter((industry) => industry.featured).map((industry) => industry.id).sort()).toEqual(
      ['e-commerce', 'insurance', 'kmu', 'logistics', 'real-estate', 'startups'],
    );
  });

  it('links the four specified services on the kmu page', () => {
    expect(industries.find((industry) => industry.id === 'kmu')?.services).toEqual([
      'web-applications',
      'internal-business-applications',
      'customer-partner-portals',
      'enterprise-integration-platform',
    ]);
  });

  it('uses a complete, unique document title per target group', () => {
    for (const industry of industries) expect(industry.seoTitle).toMatch(/\| Isarlicht Digital$/);
    expect(new Set(industries.map((industry) => industry.seoTitle)).size).toBe(industries.length);
  });
});
