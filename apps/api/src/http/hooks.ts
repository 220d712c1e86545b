/** A route's hooks of one kind with `hook` added last (Fastify takes one hook or an array). */
export function appendHook<H>(hooks: H | H[] | undefined, hook: H): H[] {
  return [...toList(hooks), hook];
}

/** A route's hooks of one kind with `hook` added first. */
export function prependHook<H>(hooks: H | H[] | undefined, hook: H): H[] {
  return [hook, ...toList(hooks)];
}

const toList = <H>(hooks: H | H[] | undefined): H[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
