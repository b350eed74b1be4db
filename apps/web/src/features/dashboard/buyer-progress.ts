/**
 * Where a buyer stands on the road to their home, read from what they have done in the app: the
 * homebuying steps with the ones behind them, and the next actions, each one click away.
 */
import type { Appointment } from '@hbw/contract';

/** What the app knows of the buyer; null where a part could not be loaded, which then counts as not done. */
export type BuyerState = {
  profileComplete: boolean;
  answersComplete: boolean;
  /** Asked questions still unanswered; 0 before the questionnaire is started too. */
  answersMissing: number;
  answersStarted: boolean;
  walletChips: number;
  favorites: number;
  /** Calls booked in the past or to come, not cancelled. */
  callsBooked: number;
  upcomingCalls: number;
  teamMembers: number;
  teamRoles: number;
  /** The wallet's chips ask for homebuyer education. */
  educationRequired: boolean;
};

export type ActionTarget =
  | 'profile'
  | 'survey'
  | 'wallet'
  | 'marketplace'
  | 'pals'
  | 'home_team'
  | 'steps'
  | 'roadmap'
  | 'appointments';

export type NextAction = { id: string; title: string; description: string; target: ActionTarget; done: boolean };

export function nextActions(state: BuyerState): NextAction[] {
  const actions: NextAction[] = [
    {
      id: 'profile',
      title: 'Complete your profile',
      description: 'Your name and mobile number, so that lenders know who they are calling.',
      target: 'profile',
      done: state.profileComplete,
    },
    {
      id: 'questionnaire',
      title: state.answersStarted && !state.answersComplete ? 'Finish the questionnaire' : 'Take the questionnaire',
      description:
        state.answersStarted && !state.answersComplete
          ? `${state.answersMissing} ${state.answersMissing === 1 ? 'question' : 'questions'} left before we can fill your wallet.`
          : 'A few minutes of questions, and we add up the help you can combine.',
      target: 'survey',
      done: state.answersComplete,
    },
    {
      id: 'favorites',
      title: 'Star the chips you want to follow',
      description: 'Keep the programs that interest you in your favorite chips.',
      target: 'marketplace',
      done: state.favorites > 0,
    },
    {
      id: 'call',
      title: 'Book a call with a participating lender',
      description:
        state.walletChips > 0
          ? 'A free 30-minute call with a lender of the programs in your wallet.'
          : 'A free 30-minute call about the programs that may fit you.',
      target: 'pals',
      done: state.upcomingCalls > 0 || state.callsBooked > 0,
    },
    {
      id: 'documents',
      title: 'Prepare your documents',
      description: 'Pay stubs, two years of tax returns, bank statements and an ID, ready for your lender.',
      target: 'steps',
      // Only the buyer knows when their papers are ready: it stays on the list until a call is booked.
      done: state.callsBooked > 0,
    },
    {
      id: 'team',
      title: 'Build your home team',
      description: 'A lender, a housing counselor and a real estate agent you trust.',
      target: 'home_team',
      done: state.teamRoles > 0 && state.teamMembers >= state.teamRoles,
    },
  ];
  if (state.educationRequired) {
    actions.push({
      id: 'education',
      title: 'Take a homebuyer education course',
      description: 'Programs in your wallet ask for it; a HUD-approved housing counselor can tell you where.',
      target: 'roadmap',
      done: false,
    });
  }
  // What is left comes first, in the order a buyer would do it; what is done follows.
  return [...actions.filter((action) => !action.done), ...actions.filter((action) => action.done)];
}

export type HomebuyingStep = { title: string; description: string; done: boolean; target: ActionTarget | null };

export function homebuyingSteps(state: BuyerState): HomebuyingStep[] {
  return [
    {
      title: 'Answer the questionnaire',
      description: 'Where you want to buy, your household, your income and your plans.',
      done: state.answersComplete,
      target: 'survey',
    },
    {
      title: 'See the money you may get',
      description: 'Your wallet: the programs you can combine, and how much they may add up to.',
      done: state.answersComplete && state.walletChips > 0,
      target: 'wallet',
    },
    {
      title: 'Choose your programs',
      description: 'Star the chips you want to ask a lender about.',
      done: state.favorites > 0,
      target: 'marketplace',
    },
    {
      title: 'Talk to a participating lender',
      description: 'They pre-approve you for the mortgage and check the programs’ rules at the same time.',
      done: state.callsBooked > 0,
      target: 'pals',
    },
    {
      title: 'Build your home team',
      description: 'A lender, a housing counselor and a real estate agent.',
      done: state.teamRoles > 0 && state.teamMembers >= state.teamRoles,
      target: 'home_team',
    },
    {
      title: 'Take homebuyer education',
      description: 'Many programs ask for a short course, often online; the certificate is needed before closing.',
      done: false,
      target: null,
    },
    {
      title: 'Find a home and make an offer',
      description: 'Within the programs’ price limits; tell your agent you are using assistance.',
      done: false,
      target: null,
    },
    {
      title: 'Apply for assistance and close',
      description: 'Your lender reserves the funds; review your closing disclosure three days before you sign.',
      done: false,
      target: null,
    },
  ];
}

/** Whole percent of the steps done. */
export function progressPercent(steps: readonly { done: boolean }[]): number {
  if (steps.length === 0) return 0;
  return Math.round((steps.filter((step) => step.done).length / steps.length) * 100);
}

/** The soonest booked call still to come, from a page of calls. */
export function nextCall<T extends Pick<Appointment, 'status' | 'starts_at'>>(
  appointments: readonly T[],
  now: Date = new Date(),
): T | null {
  const upcoming = appointments
    .filter((appointment) => appointment.status === 'booked' && new Date(appointment.starts_at) > now)
    .sort((first, second) => Date.parse(first.starts_at) - Date.parse(second.starts_at));
  return upcoming[0] ?? null;
}
