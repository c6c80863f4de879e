import { render, screen } from '@testing-library/react';
import { siteConfig } from '@isarlicht/site-content/site-config';
import AgbPage from '../src/pages/legal/agb-page';

describe('terms page', () => {
  it('shows the site facts’ lead above the first paragraph (this sample agency: that the terms are a sample)', () => {
    render(<AgbPage />);
    expect(screen.getByText(siteConfig.legalPageLeads.terms)).toBeInTheDocument();
    expect(siteConfig.legalPageLeads.terms).toMatch(/^Mustertext: .*kein geprüfter Vertragstext\.$/);
  });
});
