import { describe, expect, it } from 'vitest';
import { bootcampPriceFor, bootcampStatus, canEnroll } from './bootcamps.ts';

const today = '2026-03-01';

describe('bootcampStatus', () => {
  it('closes enrolment on the start date', () => {
    expect(bootcampStatus({ startDate: '2026-03-01', maxSeats: 30, enrolled: 0 }, today)).toBe('Enrollment Closed');
  });
  it('is sold out when every seat is taken', () => {
    expect(bootcampStatus({ startDate: '2026-04-01', maxSeats: 30, enrolled: 30 }, today)).toBe('Sold Out');
  });
  it('fills fast with a quarter of the seats or fewer left', () => {
    expect(bootcampStatus({ startDate: '2026-06-01', maxSeats: 30, enrolled: 22 }, today)).toBe('Filling Fast');
    expect(bootcampStatus({ startDate: '2026-06-01', maxSeats: 30, enrolled: 21 }, today)).toBe('Just Announced');
  });
  it('names the time to the start otherwise', () => {
    expect(bootcampStatus({ startDate: '2026-05-01', maxSeats: 30, enrolled: 0 }, today)).toBe('Just Announced');
    expect(bootcampStatus({ startDate: '2026-04-15', maxSeats: 30, enrolled: 0 }, today)).toBe('Early Bird');
    expect(bootcampStatus({ startDate: '2026-03-20', maxSeats: 30, enrolled: 0 }, today)).toBe('Enrolling Now');
  });
  it('sells seats only while open', () => {
    expect(canEnroll('Sold Out')).toBe(false);
    expect(canEnroll('Enrollment Closed')).toBe(false);
    expect(canEnroll('Filling Fast')).toBe(true);
  });
});

describe('bootcampPriceFor', () => {
  it('is the list price less the seat discounts checkout takes', () => {
    expect(bootcampPriceFor(49_700, { tier: null, waitlisted: false })).toBe(49_700);
    expect(bootcampPriceFor(49_700, { tier: 'legacy_founder', waitlisted: true })).toBe(29_820);
  });
});
