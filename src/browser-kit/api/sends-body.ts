/**
 * An endpoint's query for a call to one fixed address that sends its argument, as it is, as the body
 * (a sign-in, a form's details, a new thing). Either app's API spreads it into a mutation.
 */
export const sendsBody = (url: string, method: 'POST' | 'PUT' | 'PATCH') => ({
  query: <Body>(body: Body) => ({ url, method, body }),
});
