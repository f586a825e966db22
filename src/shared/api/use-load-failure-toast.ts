import { useEffect } from 'react';
import { useToast } from '../toast';

/** Failed loads already reported, by request: several components read the same query. */
const reported = new Set<string>();

interface QueryOutcome {
  isError: boolean;
  error?: unknown;
  requestId?: string;
}

/**
 * Raises `message` once per failed load of a query, however many components use that query. A 401
 * raises nothing: the session has ended and the browser is already on its way to sign in.
 */
export function useLoadFailureToast(outcome: QueryOutcome, message: string): void {
  const toast = useToast();
  const { isError, error, requestId } = outcome;
  useEffect(() => {
    if (!isError || !requestId || reported.has(requestId)) return;
    reported.add(requestId);
    if ((error as { status?: unknown } | undefined)?.status === 401) return;
    console.warn(message, error);
    toast.error(message);
  }, [isError, error, requestId, message, toast]);
}
