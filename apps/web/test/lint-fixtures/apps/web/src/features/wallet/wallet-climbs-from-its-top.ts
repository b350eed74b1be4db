// Breaks the rule: a file at the top of a feature climbing into another feature.
import { programQueryOptions } from '../programs/api/get-program';

export const walletProgram = programQueryOptions;
