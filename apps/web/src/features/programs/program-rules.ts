/**
 * A program's rules in a buyer's words, for the program's facts: one short sentence per rule, so
 * that a buyer can tell before a call whether the program may fit them.
 */
import type { EligibilityRule } from '@hbw/contract';
import { formatDollars } from '@hbw/contract/money-words';
import { applicationRoundText, loanTypeNames, occupationLabels } from '@hbw/contract/program-terms';
import { usStates } from '@hbw/contract/us-states';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

const stateName = (code: string) => usStates.find((state) => state.code === code)?.name ?? code;

export function describeRule(rule: EligibilityRule): string {
  switch (rule.kind) {
    case 'states':
      return `For homes in ${list(rule.states.map(stateName))}.`;
    case 'first_time_buyer': {
      const exempt = rule.exemptIf.map((reason) => (reason === 'veteran' ? 'veterans' : 'buyers in targeted areas'));
      return `For first-time buyers: no home owned in the last ${rule.lookbackYears} years${
        exempt.length ? ` (${list(exempt)} are exempt)` : ''
      }.`;
    }
    case 'first_generation':
      return `For first-generation buyers: neither you (in the last ${rule.lookbackYears} years) nor your parents owned a home.`;
    case 'income_percent_of_ami':
      return `Household income up to ${rule.percent}% of the area median income.`;
    case 'county_limits':
      return `${[rule.income && 'Income', rule.price && 'price'].filter(Boolean).join(' and ')} limits set by county.`;
    case 'income_cap': {
      const [smallest = 0] = rule.byHouseholdSize;
      const larger = rule.byHouseholdSize.some((cap) => cap !== smallest) ? ', more for larger households' : '';
      const whose = rule.borrowerOnly ? 'Borrowers’ income' : 'Household income';
      return `${whose} up to ${formatDollars(smallest)} a year${larger}.`;
    }
    case 'price_limit':
      return `Home price up to ${formatDollars(rule.max)}.`;
    case 'min_credit_score':
      return `Credit score of at least ${rule.score}.`;
    case 'max_debt_to_income':
      return `Debt-to-income ratio up to ${rule.percent}%.`;
    case 'occupations':
      return `For people in these jobs: ${rule.occupations.map((job) => occupationLabels[job].toLowerCase()).join('; ')}.`;
    case 'loan_types':
      return `The first mortgage must be ${list(rule.allowed.map((type) => loanTypeNames[type]))}.`;
    case 'primary_residence':
      return 'The home must be your primary residence.';
    case 'homebuyer_education':
      return 'A homebuyer education course is required.';
    case 'liquid_assets_max':
      return `Savings and other liquid assets up to ${formatDollars(rule.max)}.`;
    case 'liquid_assets_max_percent_of_price':
      return `Liquid assets below ${rule.percent}% of the price.`;
    case 'min_contribution':
      return `You put in at least ${[
        rule.amount !== undefined && formatDollars(rule.amount),
        rule.percentOfPrice !== undefined && `${rule.percentOfPrice}% of the price`,
      ]
        .filter(Boolean)
        .join(' or ')} yourself.`;
    case 'student_debt':
      return 'For buyers with student debt to pay off.';
    case 'lottery':
      return 'Funds are given by lottery in set windows.';
    case 'application_round':
      return applicationRoundText(rule);
    case 'income_percent_of_fpl':
      return `Household income up to ${rule.percent}% of the federal poverty level.`;
    case 'no_income_limit':
      return 'No income limit.';
    case 'income_limit_unknown':
      return 'Income limit not published: a participating lender will tell you.';
    case 'area':
      return `Only for homes in ${rule.place}.`;
    case 'condition':
      return rule.text;
  }
}
