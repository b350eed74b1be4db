// Keeps the rule: a feature's own files, relatively, and shared code.
import { LoadFailure } from '@/components/load-failure';
import { api } from '@/lib/api-client';
import { walletQueryOptions } from '../api/get-wallet';

export const parts = { LoadFailure, api, walletQueryOptions };
