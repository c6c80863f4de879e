import { readingFigures } from '../src/long-tasks';

describe('readingFigures', () => {
  it('sums each long task beyond 50 ms from the first paint to the end of the reading', () => {
    const figures = readingFigures(
      [
        { start: 1200, duration: 80 },
        { start: 6000, duration: 120 },
        { start: 9000, duration: 50 },
      ],
      1000,
      13_000,
    );
    expect(figures).toEqual({ blocking: 30 + 70 + 0, longest: 120, tasks: 3 });
  });

  it("counts work moved past Lighthouse's window: a task 11 s after the paint still blocks", () => {
    expect(readingFigures([{ start: 12_000, duration: 250 }], 1000, 13_000).blocking).toBe(200);
  });

  it('clips a task to the window, as Total Blocking Time does', () => {
    const figures = readingFigures(
      [
        { start: 900, duration: 200 },
        { start: 12_960, duration: 300 },
        { start: 20_000, duration: 400 },
      ],
      1000,
      13_000,
    );
    expect(figures).toEqual({ blocking: 50, longest: 100, tasks: 1 });
  });

  it('has nothing to count on a page that stays quiet', () => {
    expect(readingFigures([], 1000, 13_000)).toEqual({ blocking: 0, longest: 0, tasks: 0 });
  });
});
