import { dayAfter } from '../kernel/time.js';
/**
 * The demo account's sample estimates: seeded locally through the API, and restored nightly on AWS
 * by the read-only demo tenant's job. `installInDays` is counted from the day they are created.
 */
export const DEMO_ESTIMATES = [
  {
    address: '1234 Example Ridge Dr, Carmel, IN 46032',
    first: 'Maria',
    last: 'Lopez',
    email: 'maria.lopez@example.com',
    phone: '(317) 555-0142',
    installInDays: 18,
  },
  {
    address: '418 Magnolia Court, Franklin, TN 37064',
    first: 'James',
    last: 'Whitfield',
    email: 'jwhitfield@example.com',
    phone: '(615) 555-0187',
    installInDays: null,
  },
  {
    address: '72 Aspen Hollow Lane, Littleton, CO 80120',
    first: 'Priya',
    last: 'Raman',
    email: 'priya.raman@example.com',
    phone: '(303) 555-0119',
    installInDays: 32,
  },
  {
    address: '905 Cedar Bluff Road, Cary, NC 27513',
    first: 'Daniel',
    last: "O'Connor",
    email: null,
    phone: '(919) 555-0164',
    installInDays: null,
  },
  {
    address: '2210 Prairie Wind Drive, Overland Park, KS 66213',
    first: 'Hannah',
    last: 'Brooks',
    email: 'hbrooks@example.com',
    phone: null,
    installInDays: 9,
  },
] as const;

/** One sample estimate of the demo account. */
export type DemoEstimate = (typeof DEMO_ESTIMATES)[number];

/** The sample's install date (YYYY-MM-DD) counted from `now`, or null when it has none. */
export function demoInstallDate(sample: DemoEstimate, now: Date): string | null {
  if (sample.installInDays === null) return null;
  return dayAfter(now, sample.installInDays);
}
