import { median } from '../src/median';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no samples', () => {
    expect(() => median([])).toThrow('median of no samples');
  });
});
