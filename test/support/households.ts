/**
 * The household every suite tells its stories with (the engine's tables, the API tests, the browser
 * journeys, the benchmark): a Texas teacher's household of 3 earning $85,000, first-time buyers of a
 * $300,000 home in Travis County outside Austin (whose programs are the city's own) with an FHA loan. One copy, so that a figure checked in one suite
 * means the same in the others; a test that needs another household says what it changes.
 */
import type { QuestionnaireAnswers } from '@hbw/contract';

export const texasTeacher = {
  state: 'TX',
  county: '48453',
  city: 'elsewhere',
  household_size: 3,
  household_income: 85_000,
  owned_home_last_3_years: false,
  owned_home_last_7_years: false,
  parents_owned_home: true,
  veteran: false,
  occupation: 'teacher',
  primary_residence: true,
  property_type: 'single_family',
  target_price: 300_000,
  credit_score_band: '680_719',
  savings: 20_000,
  loan_type: 'fha',
  timeline: '3_6_months',
  student_debt: false,
  targeted_area: 'no',
} as const satisfies QuestionnaireAnswers;

/**
 * The Texas teacher with some answers changed. The city belongs to the county: in another county
 * the teacher's "elsewhere in Travis County" says nothing, so a case there names its city or has none.
 */
export function texasTeacherWith(changes: Partial<QuestionnaireAnswers>): QuestionnaireAnswers {
  const movedCounty = changes.county !== undefined && changes.county !== texasTeacher.county;
  return { ...texasTeacher, ...(movedCounty ? { city: null } : {}), ...changes } as QuestionnaireAnswers;
}
