import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface FailedLoad {
  /** What the page says in place of its content. */
  failure: string;
  /** The empty state's heading, which a failed load must never show. */
  emptyHeading: string;
  /** Makes the server answer again. */
  recover: () => void;
  /** A text of the content Retry brings. */
  loaded: string;
}

/** A page whose first load failed says so, never that it is empty; once the server answers, Retry loads it. */
export async function expectRetryAfterFailedLoad(
  user: UserEvent,
  { failure, emptyHeading, recover, loaded }: FailedLoad,
) {
  expect(await screen.findByText(failure)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: emptyHeading })).not.toBeInTheDocument();
  recover();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(loaded)).toBeInTheDocument();
}
