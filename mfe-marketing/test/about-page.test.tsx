import { render, screen, within } from '@testing-library/react';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { imprintSections } from '../src/content/legal/imprint';
import AboutPage from '../src/pages/about/about-page';
import { agencyFacts, founders, leads } from '../src/pages/about/team';
import { initialsOf } from '../src/pages/about/team-avatar';
import { sentencesOf } from './support/content-text';

describe('about page', () => {
  it('names every managing director of the legal notice as a founder, and nobody else', () => {
    const notice = imprintSections.flatMap((section) => richTextParagraphs(section.text)).join(' ');
    for (const director of siteConfig.managingDirectors) expect(notice).toContain(director);
    expect(founders.map((member) => member.name)).toEqual([...siteConfig.managingDirectors]);
  });

  it('shows founders and leads with avatar, name, role and one sentence each', () => {
    render(<AboutPage />);
    const team = screen.getByRole('region', { name: 'Die Menschen hinter Isarlicht Digital' });
    for (const member of [...founders, ...leads]) {
      expect(sentencesOf(member.text, 1)).toHaveLength(1);
      expect(member.role.length).toBeGreaterThan(5);
      const card = within(team).getByText(member.name).closest('li');
      if (!(card instanceof HTMLElement)) throw new Error(`${member.name} is not shown in a list item`);
      const avatar = within(card).getByRole('img', { name: `Illustration: ${member.name}` });
      expect(avatar.textContent).toBe(initialsOf(member.name));
      expect(within(card).getByText(member.role)).toBeInTheDocument();
    }
  });

  it('states founding year, team size and the partner studios of the nearshore teams, not "under one roof"', () => {
    const { container } = render(<AboutPage />);
    const text = container.textContent ?? '';
    expect(text).toContain(`${agencyFacts.founded} in München`);
    expect(text).toContain(`${agencyFacts.staff} Mitarbeitende in München`);
    expect(text).toContain('Partnerstudios in Breslau (Polen) und Porto (Portugal)');
    expect(text).not.toMatch(/unter einem Dach/);
  });

  it('writes initials without academic titles', () => {
    expect(initialsOf('Dr. Katharina Amsel')).toBe('KA');
    expect(initialsOf('Jonas Berghofer')).toBe('JB');
  });
});
