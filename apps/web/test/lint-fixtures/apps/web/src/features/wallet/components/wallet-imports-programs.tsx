// Breaks the rule: a feature reaching into another feature through the alias.
import { programQueryOptions } from '@/features/programs/api/get-program';

export const walletProgram = programQueryOptions;
