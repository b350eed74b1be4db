/**
 * What a bench measurement is: a module in bench/measurements/ whose default export measures
 * something against the running app and returns rows, each with its budget when it has one. The
 * runner finds the modules itself, so a new measurement is a new file and nothing else.
 */

export type Budget = { atMost: number } | { atLeast: number };

export type Row = {
  measurement: string;
  value: number;
  unit: string;
  /** Rows without a budget are context for the rows that have one. */
  budget?: Budget;
};

/** A server the bench loads: where it answers, and its process, to give it a core of its own. */
export type Server = { url: string; pid: number };

export type BenchContext = {
  /** The built app, started for the whole bench with its own database and a mail sink. */
  app: Server;
  /** The SMTP sink the bench's apps send their mail to, for a measurement that starts an app of its own. */
  mailUrl: string;
};

export type Measurement = {
  measure(context: BenchContext): Promise<Row[]>;
};

export function withinBudget({ value, budget }: Row): boolean {
  if (budget === undefined) return true;
  return 'atMost' in budget ? value <= budget.atMost : value >= budget.atLeast;
}
