import { median, spreadOf } from '../src/median';

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

describe('spreadOf', () => {
  it('gives the median with the smallest and the largest sample', () => {
    expect(spreadOf([42, 18, 250, 30])).toEqual({ median: 36, min: 18, max: 250 });
  });

  it('refuses no samples', () => {
    expect(() => spreadOf([])).toThrow('median of no samples');
  });
});
