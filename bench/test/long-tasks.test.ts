import { readingFigures, type LongTask } from '../src/long-tasks';

/** A reading from the first paint at 1 s to 13 s. */
const reading = (tasks: readonly LongTask[]) => readingFigures(tasks, 1000, 13_000);

describe('readingFigures', () => {
  it('sums each long task beyond 50 ms from the first paint to the end of the reading', () => {
    const figures = reading([
      { start: 1200, duration: 80 },
      { start: 6000, duration: 120 },
      { start: 9000, duration: 50 },
    ]);
    expect(figures).toEqual({ blocking: 30 + 70 + 0, longest: 120, tasks: 3 });
  });

  it("counts work moved past Lighthouse's window: a task 11 s after the paint still blocks", () => {
    expect(reading([{ start: 12_000, duration: 250 }]).blocking).toBe(200);
  });

  it('clips a task to the window, as Total Blocking Time does', () => {
    const figures = reading([
      { start: 900, duration: 200 },
      { start: 12_960, duration: 300 },
      { start: 20_000, duration: 400 },
    ]);
    expect(figures).toEqual({ blocking: 50, longest: 100, tasks: 1 });
  });

  it('has nothing to count on a page that stays quiet', () => {
    expect(reading([])).toEqual({ blocking: 0, longest: 0, tasks: 0 });
  });
});
