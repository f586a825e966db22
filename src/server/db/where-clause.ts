/**
 * A list's WHERE clause, built a condition at a time with its values as numbered parameters ($1, $2, …):
 * `param(value)` adds a value and answers its placeholder, `and(condition)` adds a condition the rows must
 * meet, and `sql` is 'WHERE … AND …', or '' when there is none. `params` are the values, in their order.
 */
export function whereClause() {
  const conditions: string[] = [];
  const params: unknown[] = [];
  return {
    params,
    param: (value: unknown) => `$${params.push(value)}`,
    and: (condition: string) => {
      conditions.push(condition);
    },
    get sql() {
      return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    },
  };
}
