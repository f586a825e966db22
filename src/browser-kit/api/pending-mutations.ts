interface WithApiMutations {
  api: { mutations: Record<string, { status?: string; endpointName?: string } | undefined> };
}

/** A selector: is any of these mutations of the own API on its way? (a slice's loading flag, spec §4) */
export function selectAnyPending(endpointNames: readonly string[]) {
  return (state: WithApiMutations): boolean =>
    Object.values(state.api.mutations).some(
      (mutation) => mutation?.status === 'pending' && endpointNames.includes(mutation.endpointName ?? ''),
    );
}
