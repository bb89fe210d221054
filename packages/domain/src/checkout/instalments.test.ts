import { describe, expect, it } from 'vitest';
import { INSTALMENT_PLAN_MONTHS } from '../constants/business';
import {
  instalmentPlan,
  instalmentSchedule,
  isInstalmentPlanMonths,
  nextAmountDue,
  nextInstalmentDueDate,
  outstandingBalance,
} from './instalments';

describe('instalmentPlan', () => {
  it('computes the annuity of CHF 5,499 over 12 months at 7.9 %', () => {
    const plan = instalmentPlan(549_900, 12);
    // 549900 × r / (1 − (1 + r)^−12) with r = 0.079 / 12 = 47 809.52, rounded up
    expect(plan.monthlyAmount).toBe(47_810);
    expect(plan.totalCost).toBe(573_714);
    expect(plan.interest).toBe(573_714 - 549_900);
    expect(plan.effectiveRateBasisPoints).toBe(819);
  });

  it.each(INSTALMENT_PLAN_MONTHS)('makes %i instalments add up to the total cost exactly', (months) => {
    const plan = instalmentPlan(1_234_567, months);
    expect(plan.monthlyAmount * (months - 1) + plan.lastInstalment).toBe(plan.totalCost);
    expect(plan.lastInstalment).toBeGreaterThan(0);
    expect(plan.lastInstalment).toBeLessThanOrEqual(plan.monthlyAmount);
    expect(plan.interest).toBeGreaterThan(0);
  });

  it('costs nothing extra at 0 %', () => {
    const plan = instalmentPlan(60_000, 6, 0);
    expect(plan).toMatchObject({ monthlyAmount: 10_000, lastInstalment: 10_000, totalCost: 60_000, interest: 0 });
  });

  it('refuses fractions of a centime and negative amounts', () => {
    expect(() => instalmentPlan(10.5, 6)).toThrow(RangeError);
    expect(() => instalmentPlan(-1, 6)).toThrow(RangeError);
  });

  it('knows the plans of spec §9 only', () => {
    expect(isInstalmentPlanMonths(12)).toBe(true);
    expect(isInstalmentPlanMonths(7)).toBe(false);
    expect(isInstalmentPlanMonths('12')).toBe(false);
  });
});

describe('amounts due', () => {
  it('asks for the whole total of a single payment, then nothing', () => {
    expect(nextAmountDue(100_000, null, 0)).toBe(100_000);
    expect(nextAmountDue(100_000, null, 100_000)).toBe(0);
    expect(outstandingBalance(100_000, null, 0)).toBe(100_000);
  });

  it('asks for one instalment at a time and the remainder last', () => {
    const plan = instalmentPlan(100_000, 6);
    expect(nextAmountDue(100_000, plan, 0)).toBe(plan.monthlyAmount);
    const paidAllButLast = plan.monthlyAmount * 5;
    expect(nextAmountDue(100_000, plan, paidAllButLast)).toBe(plan.lastInstalment);
    expect(outstandingBalance(100_000, plan, plan.totalCost)).toBe(0);
  });
});

describe('nextInstalmentDueDate', () => {
  const plan = instalmentPlan(549_900, 12);

  it('is a month after the order for the second instalment, two months for the third', () => {
    expect(nextInstalmentDueDate('2026-03-12', plan, plan.monthlyAmount)).toBe('2026-04-12');
    expect(nextInstalmentDueDate('2026-03-12', plan, plan.monthlyAmount * 2)).toBe('2026-05-12');
  });

  it('falls on the last day of a shorter month', () => {
    expect(nextInstalmentDueDate('2026-01-31', plan, plan.monthlyAmount)).toBe('2026-02-28');
    expect(nextInstalmentDueDate('2025-12-15', plan, plan.monthlyAmount)).toBe('2026-01-15');
  });

  it('has no date for a single payment, an unpaid first instalment or a plan paid in full', () => {
    expect(nextInstalmentDueDate('2026-03-12', null, 0)).toBeNull();
    expect(nextInstalmentDueDate('2026-03-12', plan, 0)).toBeNull();
    expect(nextInstalmentDueDate('2026-03-12', plan, plan.totalCost)).toBeNull();
  });
});

describe('instalmentSchedule', () => {
  const plan = instalmentPlan(549_900, 6);

  it('lists every instalment a month apart, the last one the remainder, summing to the total cost', () => {
    const schedule = instalmentSchedule('2026-01-31', plan, 0);
    expect(schedule.map((instalment) => instalment.dueDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
    expect(schedule.at(-1)!.amount).toBe(plan.lastInstalment);
    expect(schedule.reduce((sum, instalment) => sum + instalment.amount, 0)).toBe(plan.totalCost);
    expect(schedule.every((instalment) => !instalment.paid)).toBe(true);
  });

  it('marks as paid the instalments what was paid covers, in order', () => {
    const paid = instalmentSchedule('2026-01-31', plan, plan.monthlyAmount * 2 + 1).map(
      (instalment) => instalment.paid,
    );
    expect(paid).toEqual([true, true, false, false, false, false]);
  });
});
