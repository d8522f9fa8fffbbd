import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  DEFAULT_WORKING_DAYS,
  isWorkingDay,
  nextWorkingDay,
  shiftByWorkingDays,
  weekdayName,
  weekdayOf,
  workingDaysBetween,
  type Weekday,
} from '../../../shared/jobs/working-days.js';
import { toldDatesChanged, toldScheduleOf, weatherDelayNote } from '../../../shared/jobs/projects.js';
import { PIPELINE_STAGES, reportFigures, emptyReportMonth } from '../../../shared/jobs/reports.js';
import { labelSpot, roofDiagramDrawing, type DrawingPoint } from '../../../shared/estimates/roof-drawing.js';
import { buildingInsights } from '../../../shared/estimates/measurement/building-insights.js';
import { measureRoof } from '../../../shared/estimates/measurement/measure-roof.js';
import { defaultSettings } from '../../../shared/accounts/schemas/settings.js';
import { renderEmail } from '../../../shared/mail/registry.js';

// 2026-12-04 is a Friday, 2026-12-05/06 the weekend.
const MON_FRI = DEFAULT_WORKING_DAYS;

describe('working days', () => {
  it('knows the weekday of a date and whether it is worked', () => {
    expect(weekdayOf('2026-12-04')).toBe('fri');
    expect(weekdayOf('2026-12-06')).toBe('sun');
    expect(weekdayOf('2026-12-07')).toBe('mon');
    expect(isWorkingDay('2026-12-05', MON_FRI)).toBe(false);
    expect(isWorkingDay('2026-12-05', ['sat'])).toBe(true);
  });

  it('names each day as the calendar does, in full and short', () => {
    expect(weekdayName('mon')).toBe('Monday');
    expect(weekdayName('sun')).toBe('Sunday');
    expect(weekdayName('thu', 'short')).toBe('Thu');
  });

  it('counts working days forward, stepping over the weekend', () => {
    expect(addWorkingDays('2026-12-04', 2, MON_FRI)).toBe('2026-12-08'); // Fri + 2 = Tue
    expect(addWorkingDays('2026-12-02', 2, MON_FRI)).toBe('2026-12-04'); // Wed + 2 = Fri
    expect(addWorkingDays('2026-12-05', 1, MON_FRI)).toBe('2026-12-07'); // Sat + 1 = Mon
    expect(addWorkingDays('2026-12-05', 0, MON_FRI)).toBe('2026-12-07');
    expect(nextWorkingDay('2026-12-04', MON_FRI)).toBe('2026-12-04');
    // A six-day week works Saturdays.
    const sixDays: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    expect(addWorkingDays('2026-12-04', 2, sixDays)).toBe('2026-12-07'); // Fri + 2 = Mon
    expect(workingDaysBetween('2026-12-03', '2026-12-08', MON_FRI)).toBe(4);
  });

  it('moves the remaining phases of a 2-day delay onto working days only, keeping their length', () => {
    const phases = [
      { startDate: '2026-11-30', endDate: '2026-11-30', status: 'done' },
      { startDate: '2026-12-01', endDate: '2026-12-01', status: 'scheduled' }, // Tue
      { startDate: '2026-12-02', endDate: '2026-12-03', status: 'scheduled' }, // Wed–Thu
      { startDate: '2026-12-04', endDate: '2026-12-04', status: 'scheduled' }, // Fri: clean-up
      { startDate: null, endDate: null, status: 'pending' },
    ];
    const moved = shiftByWorkingDays(phases, 2, MON_FRI);
    expect(moved.map((phase) => [phase.startDate, phase.endDate])).toEqual([
      ['2026-11-30', '2026-11-30'],
      ['2026-12-03', '2026-12-03'], // Thu
      ['2026-12-04', '2026-12-07'], // Fri–Mon: two working days over the weekend
      ['2026-12-08', '2026-12-08'], // Tue, not Sunday
      [null, null],
    ]);
    expect(moved[0]).toBe(phases[0]);
    expect(moved[4]).toBe(phases[4]);
    for (const phase of moved.slice(1, 4)) {
      expect(isWorkingDay(phase.startDate!, MON_FRI)).toBe(true);
      expect(isWorkingDay(phase.endDate!, MON_FRI)).toBe(true);
    }
  });

  it('shifts a phase with only one date and one that was put on a day off', () => {
    const moved = shiftByWorkingDays(
      [
        { startDate: '2026-12-04', endDate: null, status: 'scheduled' },
        { startDate: '2026-12-05', endDate: '2026-12-06', status: 'scheduled' },
      ],
      1,
      MON_FRI,
    );
    expect(moved.map((phase) => [phase.startDate, phase.endDate])).toEqual([
      ['2026-12-07', null],
      ['2026-12-07', '2026-12-07'],
    ]);
  });

  it('is Monday to Friday unless the account chose, and refuses an empty week', () => {
    const base = { proposal_validity_days: 30, notifications: {} };
    const notifications = {
      proposal_viewed: true,
      proposal_decided: true,
      contract_signed: true,
      delivery_problems: true,
    };
    expect(defaultSettings.parse({ ...base, notifications }).working_days).toEqual(MON_FRI);
    expect(
      defaultSettings.parse({ ...base, notifications, working_days: ['sat', 'mon', 'mon'] }).working_days,
    ).toEqual(['mon', 'sat']);
    expect(defaultSettings.safeParse({ ...base, notifications, working_days: [] }).success).toBe(false);
  });
});

describe('what the homeowner was told', () => {
  const phases = [
    { phaseId: 'a', startDate: '2026-12-07', endDate: '2026-12-07' },
    { phaseId: 'b', startDate: null, endDate: null },
  ];
  const told = toldScheduleOf(phases);

  it('is news when the first working day or a told date moves, not when a phase gets its first dates', () => {
    expect(told).toEqual({ first: '2026-12-07', phases: { a: ['2026-12-07', '2026-12-07'] } });
    expect(toldDatesChanged(told, phases)).toBe(false);
    expect(
      toldDatesChanged(told, [phases[0], { phaseId: 'b', startDate: '2026-12-08', endDate: null }]),
    ).toBe(false);
    expect(
      toldDatesChanged(told, [{ ...phases[0], startDate: '2026-12-09', endDate: '2026-12-09' }, phases[1]]),
    ).toBe(true);
    expect(toldDatesChanged(told, [{ ...phases[0], endDate: '2026-12-08' }, phases[1]])).toBe(true);
  });

  it('is no news when the homeowner was mailed before any date was set, and news when every date is cleared', () => {
    const undated = toldScheduleOf([{ phaseId: 'a', startDate: null, endDate: null }]);
    expect(undated.first).toBeNull();
    expect(toldDatesChanged(undated, phases)).toBe(false);
    expect(toldDatesChanged(told, [{ phaseId: 'a', startDate: null, endDate: null }, phases[1]])).toBe(true);
  });

  it('says why the dates moved', () => {
    expect(weatherDelayNote(2, 'Rain')).toBe('Weather delay of 2 working days: Rain.');
    expect(weatherDelayNote(1, undefined)).toBe('Weather delay of 1 working day.');
  });
});

describe('the "new dates" mail', () => {
  it('says why, the new first working day with its weekday, and every dated phase; escapes the reason', () => {
    const mail = renderEmail({
      template: 'project-status',
      data: {
        companyName: 'Weekday Roofing',
        customerName: 'Grace',
        address: '14 Birch Lane',
        statusLabel: 'Scheduled',
        nextStep: 'The crew arrives on the first scheduled date.',
        firstDate: '2026-12-09',
        statusUrl: 'https://app.example/project/abc',
        newDatesReason: 'Weather delay of 2 working days: <Rain>.',
        phases: [
          { name: 'Tear-off', start: '2026-12-09', end: '2026-12-09' },
          { name: 'Install', start: '2026-12-11', end: '2026-12-14' },
        ],
      },
    });
    expect(mail.subject).toBe('New dates for your roofing project at 14 Birch Lane');
    expect(mail.text).toContain('Reason: Weather delay of 2 working days: <Rain>.');
    expect(mail.text).toContain('Work now starts on Wednesday, December 9, 2026.');
    expect(mail.text).toContain('Install: Friday, December 11, 2026 to Monday, December 14, 2026');
    expect(mail.html).toContain('&lt;Rain&gt;');
    expect(mail.html).not.toContain('<Rain>');
  });

  it('leaves the stage mail as it was without a reason', () => {
    const mail = renderEmail({
      template: 'project-status',
      data: { address: '14 Birch Lane', statusLabel: 'Scheduled', firstDate: '2026-12-09' },
    });
    expect(mail.subject).toBe('Your roofing project at 14 Birch Lane: Scheduled');
    expect(mail.text).toContain('Work is scheduled to start on December 9, 2026.');
  });
});

describe('the pipeline', () => {
  it('has a Scheduled stage between signed and in progress, counted from its own counter', () => {
    expect(PIPELINE_STAGES.slice(4, 7)).toEqual(['signed', 'scheduled', 'in_progress']);
    const month = { ...emptyReportMonth('2026-12'), scheduled: 3, scheduledCents: 4_500_000, started: 1 };
    const stage = reportFigures([month], null).pipeline.find((row) => row.stage === 'scheduled');
    expect(stage).toEqual({ stage: 'scheduled', count: 3, valueCents: 4_500_000 });
  });
});

describe('facet labels of the roof diagram', () => {
  const square = (x: number, y: number, size: number): DrawingPoint[] => [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ];
  const box = ([x, y]: DrawingPoint) => [x - 1, y - 0.5, x + 1, y + 0.5] as const;
  const overlaps = (a: readonly number[], b: readonly number[]) =>
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

  it('stays at the centre when nothing covers it, and moves clear of a dormer over the centre', () => {
    const facet = square(0, 0, 10);
    expect(labelSpot(facet, [5, 5], [], box)).toEqual([5, 5]);
    const dormer = square(4, 4, 2);
    const spot = labelSpot(facet, [5, 5], [dormer], box);
    expect(overlaps(box(spot), [4, 4, 6, 6])).toBe(false);
    expect(box(spot).every((value) => value >= 0 && value <= 10)).toBe(true);
  });

  it('draws every label after every facet, so a dormer can never cover one', () => {
    const measurement = measureRoof(
      buildingInsights.parse(
        JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
      ),
      { now: new Date('2026-05-20T12:00:00Z'), simulated: true },
    );
    const drawing = roofDiagramDrawing(measurement);
    const lastFacet = drawing.groups.findLastIndex((group) => group.facet !== undefined);
    const firstText = drawing.groups.findIndex((group) =>
      group.shapes.some((shape) => shape.kind === 'text'),
    );
    expect(firstText).toBeGreaterThan(lastFacet);
  });
});
