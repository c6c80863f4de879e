/** "1 Befund", "2 Befunde": a count with the German singular or plural of its noun. */
export const counted = (count: number, singular: string, plural: string): string => `${count} ${count === 1 ? singular : plural}`;
