/**
 * A route's hooks with one more at the end (or the start), for plugins that bind a hook to each
 * route when it is added (`onRoute`): Fastify takes a route's hooks as one function or an array, or
 * none.
 */
export function withHook<Hook>(hooks: Hook | Hook[] | undefined, hook: Hook, at: 'start' | 'end' = 'end'): Hook[] {
  const own = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  return at === 'start' ? [hook, ...own] : [...own, hook];
}
