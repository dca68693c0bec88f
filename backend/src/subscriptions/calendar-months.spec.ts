import { addMonths } from './calendar-months';

describe('addMonths', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonths(new Date('2027-01-15T09:30:00.000Z'), 2).toISOString()).toBe('2027-03-15T09:30:00.000Z');
  });

  it('ends on the last day of a shorter month and crosses the year', () => {
    expect(addMonths(new Date('2027-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2027-11-30T00:00:00.000Z'), 3).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
