/** How many ways to choose `size` of `count` items (without order). */
export function combinationCount(count: number, size: number): number {
  if (size > count || size < 0) return 0;
  let result = 1;
  for (let i = 0; i < size; i++) result = (result * (count - i)) / (i + 1);
  return Math.round(result);
}

/**
 * The `index`-th choice of `size` items in lexicographic order of their positions (index taken
 * modulo the number of choices), so "show another" walks every choice and comes back round:
 * [a, b, c], [a, b, d], … When there are fewer items than `size`, all of them.
 */
export function nthCombination<T>(items: readonly T[], size: number, index: number): T[] {
  const k = Math.min(size, items.length);
  const total = combinationCount(items.length, k);
  if (total === 0) return [];
  let rest = ((index % total) + total) % total;
  const chosen: T[] = [];
  let start = 0;
  for (let slot = 0; slot < k; slot++) {
    // Skip whole blocks of choices that begin with an earlier item than the one we land on.
    for (let i = start; i < items.length; i++) {
      const block = combinationCount(items.length - i - 1, k - slot - 1);
      if (rest < block) {
        chosen.push(items[i]);
        start = i + 1;
        break;
      }
      rest -= block;
    }
  }
  return chosen;
}
