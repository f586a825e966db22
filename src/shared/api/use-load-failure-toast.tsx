import { useEffect } from 'react';
import { useToast } from '../toast';
import { FailureText } from '../ui/FailureDetail';

/** Failed loads already reported, by request: several components read the same query. */
const reported = new Set<string>();

interface QueryOutcome {
  isError: boolean;
  error?: unknown;
  requestId?: string;
}

/**
 * Raises `message` (with the request's reference) once per failed load of a query, however many components use that query. A 401
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
    toast.error(<FailureText message={message} error={error} />);
  }, [isError, error, requestId, message, toast]);
}
