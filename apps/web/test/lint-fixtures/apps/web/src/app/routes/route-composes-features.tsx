// Keeps the rule: a route module composes features.
import { programQueryOptions } from '@/features/programs/api/get-program';
import { walletQueryOptions } from '@/features/wallet/api/get-wallet';

export const parts = { programQueryOptions, walletQueryOptions };
