import type { PageCopy } from './page-copy';
import { sliceLayouts, type PageSlice } from './slice-layouts';

/** `insights` → `InsightsPage`, `case-studies` → `CaseStudiesPage`. */
export const componentName = (id: string): string =>
  `${id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Page`;

const literal = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
// JSX attribute strings know no escapes; the copy holds no double quote (the title is checked for one).
const attribute = (text: string): string => `"${text}"`;

/** The page component: the slice's layout with the title as its one h1 and `meta` from the same copy. */
export function pageSource(id: string, copy: PageCopy, slice: PageSlice): string {
  const { eyebrow, closing } = sliceLayouts[slice];
  return `import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { ${closing.name} } from '${closing.file}';

export const meta = (): PageMeta => ({
  title: ${literal(copy.title)},
  description: ${literal(copy.description)},
});

export default function ${componentName(id)}() {
  return (
    <>
      <PageIntro eyebrow=${attribute(eyebrow)} title=${attribute(copy.title)} lead=${attribute(copy.lead)} />
      <Section title=${attribute(copy.sectionTitle)}>
        <p>${copy.text}</p>
      </Section>
      <${closing.name} title=${attribute(closing.title)} text=${attribute(closing.text)} />
    </>
  );
}
`;
}

/** The page's unit test: its title is the one h1, its description fits search results. */
export function pageTestSource(id: string, module: string, copy: PageCopy): string {
  const name = componentName(id);
  return `import { render, screen } from '@testing-library/react';
import ${name}, { meta } from '../src/pages/${module}';

describe('${id} page', () => {
  it('shows its title as its only h1', () => {
    render(<${name} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([${literal(copy.title)}]);
  });

  it('has a title and a description that search results show uncut', () => {
    const { title, description } = meta();
    expect(title).toBe(${literal(copy.title)});
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
`;
}
