/**
 * What the dashboards, the action list and the steps read of a buyer, gathered from each feature's
 * own call: profile, answers, wallet, favourites, calls and home team.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { paths } from '@/config/paths';
import { appointmentsQueryOptions, useAppointments } from '@/features/booking/api/get-appointments';
import { type ActionTarget, type BuyerState, nextCall } from '@/features/dashboard/buyer-progress';
import { homeTeamQueryOptions, useHomeTeam } from '@/features/home-team/api/get-home-team';
import { favoritesQueryOptions, useFavorites } from '@/features/marketplace/api/get-favorites';
import { answersQueryOptions, useAnswers } from '@/features/questionnaire/api/get-answers';
import { useProfile } from '@/features/session/api/get-profile';
import { useWallet, walletQueryOptions } from '@/features/wallet/api/get-wallet';

export const actionPaths: Record<ActionTarget, string> = {
  profile: paths.profile,
  survey: paths.app.survey,
  wallet: paths.app.myWallet,
  marketplace: paths.app.chipMarketplace,
  pals: paths.app.myPals,
  home_team: paths.app.homeTeam,
  steps: paths.app.steps,
  roadmap: paths.app.roadmap,
  appointments: paths.app.appointments,
};

/**
 * The loader of a screen that reads the buyer's state: the five calls asked together as soon as the
 * page is known to be the buyer's, rather than one after the other screen's files have loaded and
 * rendered, and the screen rendered once they are in, whole (rendered around a loading block, the page moved
 * when they came: a layout shift). A call that fails is the screen's to say, with the others shown.
 */
export const buyerStateLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await Promise.all([
      queryClient.prefetchQuery(answersQueryOptions()),
      queryClient.prefetchQuery(walletQueryOptions()),
      queryClient.prefetchQuery(favoritesQueryOptions()),
      queryClient.prefetchQuery(appointmentsQueryOptions(1)),
      queryClient.prefetchQuery(homeTeamQueryOptions()),
    ]);
    return null;
  };

export function useBuyerState() {
  const profile = useProfile();
  const answers = useAnswers();
  const wallet = useWallet();
  const favorites = useFavorites();
  const appointments = useAppointments(1);
  const team = useHomeTeam();
  const queries = [profile, answers, wallet, favorites, appointments, team];

  const calls = appointments.data?.data ?? [];
  const me = profile.data;
  const state: BuyerState = {
    profileComplete: Boolean(me?.first_name && me.last_name && me.mobile_number),
    answersComplete: answers.data?.complete ?? false,
    answersMissing: answers.data?.missing.length ?? 0,
    answersStarted: Object.keys(answers.data?.answers ?? {}).length > 0,
    walletChips: wallet.data?.chips.length ?? 0,
    favorites: favorites.data?.length ?? 0,
    callsBooked: calls.filter((call) => call.status !== 'cancelled').length,
    upcomingCalls: calls.filter((call) => call.status === 'booked' && new Date(call.starts_at) > new Date()).length,
    teamMembers: team.data?.filter((member) => member.professional !== null).length ?? 0,
    teamRoles: team.data?.length ?? 0,
    // The engine words this step the same way for every program that asks for the course.
    educationRequired:
      wallet.data?.chips.some((chip) => chip.steps.some((step) => /homebuyer education/i.test(step))) ?? false,
  };

  return {
    state,
    isPending: queries.some((query) => query.isPending),
    failed: queries.filter((query) => query.isError).map((query) => query.error as Error),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
    profile: me ?? null,
    wallet: wallet.data ?? null,
    favorites: favorites.data ?? [],
    nextCall: nextCall(calls),
  };
}
