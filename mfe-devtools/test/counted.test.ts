import { counted } from '../src/tools/ui/counted';

describe('counted', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(counted(1, 'Befund', 'Befunde')).toBe('1 Befund');
    expect(counted(0, 'Befund', 'Befunde')).toBe('0 Befunde');
    expect(counted(144, 'Seite', 'Seiten')).toBe('144 Seiten');
  });
});
