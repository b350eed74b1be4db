/**
 * Demo professionals, so that a newcomer can book a call at once. Every one of them is marked as a
 * demo (`is_demo`, and "(demo)" in the company name): they are not real people. Only the demo
 * lender account can sign in (docs/operations.md); mail to the others lands in the mailbox.
 */
import { slotIds } from '@hbw/contract';
import type { NewProfessional } from '../modules/professionals/index.ts';
import { weekdaysNineToFive } from '../modules/professionals/index.ts';

const between = (first: number, last: number) => slotIds.filter((id) => id >= first && id <= last);
const weekdays = (slots: number[], saturday: number[] = []) => [[], slots, slots, slots, slots, slots, saturday];

export type DemoProfessional = NewProfessional & { email: string; firstName: string; lastName: string };

export const demoProfessionals: DemoProfessional[] = [
  {
    email: 'lender@demo.homebuyerwizard.test',
    firstName: 'Dana',
    lastName: 'Whitfield',
    kind: 'lender',
    company: 'Lone Star Home Lending (demo)',
    nmlsId: 'DEMO-1001',
    states: ['TX', 'NM'],
    bio: 'Demo profile. Dana has helped Texas teachers, nurses and veterans combine TDHCA and TSAHC assistance with their first mortgage for twelve years.',
    programSlugs: [
      'tdhca-my-first-texas-home',
      'tdhca-mortgage-credit-certificate',
      'tsahc-homes-for-texas-heroes',
      'homeready-home-possible-credit',
    ],
    weekly: weekdays(between(3, 19), between(5, 11)),
  },
  {
    email: 'marcus.lee@demo.homebuyerwizard.test',
    firstName: 'Marcus',
    lastName: 'Lee',
    kind: 'lender',
    company: 'Golden State Mortgage (demo)',
    nmlsId: 'DEMO-1002',
    states: ['CA'],
    bio: 'Demo profile. Marcus is a CalHFA-approved loan officer who walks first-time and first-generation buyers through MyHome and Dream For All.',
    programSlugs: ['calhfa-myhome', 'calhfa-dream-for-all', 'homeready-home-possible-credit'],
    weekly: weekdaysNineToFive,
  },
  {
    email: 'priya.raman@demo.homebuyerwizard.test',
    firstName: 'Priya',
    lastName: 'Raman',
    kind: 'housing_counselor',
    company: 'Community Housing Counseling (demo)',
    states: ['CA', 'TX', 'FL', 'NY', 'IL', 'MA', 'MD', 'CO', 'GA', 'OH', 'PA', 'NC', 'NJ', 'MI', 'VA'],
    bio: 'Demo profile. Priya is a HUD-certified housing counselor: pre-purchase counseling, homebuyer education certificates and budgeting, by phone or video.',
    programSlugs: [
      'calhfa-myhome',
      'calhfa-dream-for-all',
      'tdhca-my-first-texas-home',
      'florida-hometown-heroes',
      'sonyma-dpal',
      'ihda-access-forgivable',
      'ihda-access-deferred',
      'masshousing-dpa',
      'mmp-1st-time-advantage-dpa',
      'md-smartbuy',
      'chfa-dpa-grant',
      'chfa-second-mortgage',
      'georgia-dream',
      'ohfa-your-choice',
      'phfa-keystone-advantage',
      'nchfa-1st-home-advantage',
      'njhmfa-down-payment-assistance',
      'njhmfa-first-generation',
      'mshda-mi-10k',
      'virginia-housing-dpa-grant',
      'homeready-home-possible-credit',
    ],
    weekly: weekdays(between(5, 23)),
  },
  {
    email: 'jordan.ellis@demo.homebuyerwizard.test',
    firstName: 'Jordan',
    lastName: 'Ellis',
    kind: 'real_estate_agent',
    company: 'Sunshine Realty (demo)',
    states: ['FL'],
    bio: 'Demo profile. Jordan helps Florida Hometown Heroes find homes that fit the program’s price and county limits.',
    programSlugs: ['florida-hometown-heroes', 'homeready-home-possible-credit'],
    weekly: weekdays(between(3, 21), between(5, 15)),
  },
  {
    email: 'alex.morgan@demo.homebuyerwizard.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    kind: 'lender',
    company: 'Keystone Mortgage Partners (demo)',
    nmlsId: 'DEMO-1005',
    states: ['PA', 'NJ', 'NY', 'MD', 'VA', 'NC', 'OH', 'MI', 'IL', 'GA', 'MA', 'CO'],
    bio: 'Demo profile. Alex originates state housing finance agency loans in twelve states, with their down payment programs.',
    programSlugs: [
      'phfa-keystone-advantage',
      'njhmfa-down-payment-assistance',
      'njhmfa-first-generation',
      'sonyma-dpal',
      'mmp-1st-time-advantage-dpa',
      'md-smartbuy',
      'virginia-housing-dpa-grant',
      'nchfa-1st-home-advantage',
      'ohfa-your-choice',
      'mshda-mi-10k',
      'ihda-access-forgivable',
      'ihda-access-deferred',
      'georgia-dream',
      'masshousing-dpa',
      'chfa-dpa-grant',
      'chfa-second-mortgage',
      'homeready-home-possible-credit',
    ],
    weekly: weekdays(between(1, 25)),
  },
];
