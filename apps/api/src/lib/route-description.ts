/**
 * What a hook adds to the OpenAPI description of every route it guards (decision 055): whether it
 * asks for a session, and the refusals it can answer. A hook says it once, where it is made; the
 * document reads it from the hooks each route declares, so that no list of routes repeats it and a
 * route that gains a hook is described with it.
 */
export type HookDescription = {
  /** The hook refuses a caller without a session (sent as the cookie or as a bearer token). */
  session?: true;
  /** The hook also lets in an API key (decision 059) with this scope. */
  apiKeyScope?: string;
  /** The statuses of the refusals the hook can answer, in the API's error shape. */
  refusals: readonly number[];
};

const descriptions = new WeakMap<object, HookDescription>();

/** The hook itself, now known to the document by what it does. */
export function describedHook<Hook extends object>(hook: Hook, description: HookDescription): Hook {
  descriptions.set(hook, description);
  return hook;
}

/** What a route's hooks (one, an array, arrays of arrays, or none) add to its description, together. */
export function descriptionOfHooks(...hooks: unknown[]): {
  session: boolean;
  apiKeyScopes: string[];
  refusals: number[];
} {
  const found = hooks.flat(Number.POSITIVE_INFINITY).flatMap((hook) => {
    const description = typeof hook === 'function' ? descriptions.get(hook) : undefined;
    return description ? [description] : [];
  });
  return {
    session: found.some((description) => description.session === true),
    apiKeyScopes: found.flatMap((description) => (description.apiKeyScope ? [description.apiKeyScope] : [])),
    refusals: [...new Set(found.flatMap((description) => description.refusals))].sort(),
  };
}
