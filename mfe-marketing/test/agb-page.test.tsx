import { render, screen } from '@testing-library/react';
import AgbPage from '../src/pages/legal/agb-page';

describe('terms page', () => {
  it('says above the first paragraph that the terms are a sample, not a checked contract', () => {
    render(<AgbPage />);
    expect(screen.getByText(/^Mustertext: .*kein geprüfter Vertragstext\.$/)).toBeInTheDocument();
  });
});
