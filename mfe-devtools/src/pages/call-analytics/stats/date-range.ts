import { endOfDay, format, parseISO, startOfDay, subDays } from 'date-fns';

/** The picker's range as local calendar days, `YYYY-MM-DD`, both inclusive. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export const dayKey = (date: Date): string => format(date, 'yyyy-MM-dd');

/** The last `days` days up to and including `today`. */
export const lastDays = (days: number, today: Date): DayRange => ({ from: dayKey(subDays(today, days - 1)), to: dayKey(today) });

/** The instants the API filters by: from the first day's start to the last day's end, in the team's time zone. */
export const rangeInstants = (range: DayRange): { from: Date; to: Date } => ({
  from: startOfDay(parseISO(range.from)),
  to: endOfDay(parseISO(range.to)),
});

export const isValidRange = (range: DayRange): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;
