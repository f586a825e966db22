/**
 * Where `value` is in `list[from]` up to `list[to - 1]`, which ascend (binary search); -1 when it is not
 * there.
 */
export function indexInAscending(list: ArrayLike<number>, value: number, from = 0, to = list.length): number {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle] as number;
    if (at === value) return middle;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
