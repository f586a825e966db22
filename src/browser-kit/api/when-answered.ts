/**
 * The success of a call, in an RTK Query endpoint's `onQueryStarted`: `write` gets the call's answer once it
 * comes (to write it into a cached query, say). A failure of the call is left to the code that made it, which
 * shows it (a form, a toast); here it is nothing more to do. A fault in `write` itself is not a failed call,
 * and is not hidden as one.
 */
export async function whenAnswered<Data>(
  queryFulfilled: Promise<{ data: Data }>,
  write: (data: Data) => unknown,
): Promise<void> {
  let answer: { data: Data };
  try {
    answer = await queryFulfilled;
  } catch {
    return; // The caller shows the failure.
  }
  write(answer.data);
}
