import {
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export type MonthGridDay = {
  date: Date;
  isInMonth: boolean;
  isToday: boolean;
};

/** Whole weeks (Sunday first) covering the month of `month`, for a month view. */
export function buildMonthGrid(month: Date, today: Date = new Date()): MonthGridDay[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month)),
    end: endOfWeek(endOfMonth(month)),
  });
  const weeks: MonthGridDay[][] = [];
  days.forEach((date, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)?.push({
      date,
      isInMonth: isSameMonth(date, month),
      isToday: isSameDay(date, today),
    });
  });
  return weeks;
}

export { isSameDay };
