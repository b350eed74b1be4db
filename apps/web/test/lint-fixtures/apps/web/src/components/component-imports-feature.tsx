// Breaks the rule: a shared component built on a feature.
import { walletQueryOptions } from '@/features/wallet/api/get-wallet';

export const wallet = walletQueryOptions;
