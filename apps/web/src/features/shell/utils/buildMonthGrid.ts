export type MonthGridDay = {
  date: Date;
  isInMonth: boolean;
  isToday: boolean;
};

/** Whole weeks (Sunday first) covering the month of `month`, for a month view. */
export function buildMonthGrid(month: Date, today: Date = new Date()): MonthGridDay[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = new Date(first);
  start.setDate(first.getDate() - first.getDay());
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const weeks: MonthGridDay[][] = [];
  const cursor = new Date(start);
  while (cursor <= last || weeks.length === 0 || cursor.getDay() !== 0) {
    if (cursor.getDay() === 0) weeks.push([]);
    weeks.at(-1)?.push({
      date: new Date(cursor),
      isInMonth: cursor.getMonth() === month.getMonth(),
      isToday: isSameDay(cursor, today),
    });
    cursor.setDate(cursor.getDate() + 1);
  }
  return weeks;
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}
