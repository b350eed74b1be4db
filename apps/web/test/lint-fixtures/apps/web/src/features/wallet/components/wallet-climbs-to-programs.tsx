// Breaks the rule: a feature climbing out of itself into another feature.
import { programQueryOptions } from '../../programs/api/get-program';

export const walletProgram = programQueryOptions;
