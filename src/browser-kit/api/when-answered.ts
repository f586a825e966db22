/**
 * The success of a call, in an RTK Query endpoint's `onQueryStarted`: `write` gets the call's answer once it
 * comes (to write it into a cached query, say). A failure is left to the code that made the call, which
 * shows it (a form, a toast); here it is nothing more to do.
 */
export async function whenAnswered<Data>(
  queryFulfilled: Promise<{ data: Data }>,
  write: (data: Data) => unknown,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    write(data);
  } catch {
    // The caller shows the failure.
  }
}
