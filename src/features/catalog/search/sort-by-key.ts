/** Up to this many items sort by native typed-array sort; more fall back to a comparator. */
const POSITION_SPAN = 2 ** 18
/** Keys are whole numbers in ±KEY_OFFSET; `null` (no value) sorts after every key. */
const KEY_OFFSET = 2 ** 33
const NULL_KEY = KEY_OFFSET - 1

/**
 * A stable sort of items by a whole-number key, ties keeping their current order, `null` last.
 * Key and position are packed into one float so the engine's native numeric sort does the work:
 * several times faster than a comparator on the thousands of results of a broad search.
 */
export function sortByKey<T>(items: T[], keyOf: (item: T) => number | null): T[] {
  const key = (item: T) => keyOf(item) ?? NULL_KEY
  if (items.length > POSITION_SPAN) {
    return items
      .map((item, position) => ({ item, position, key: key(item) }))
      .sort((a, b) => a.key - b.key || a.position - b.position)
      .map(({ item }) => item)
  }
  const packed = new Float64Array(items.length)
  for (let position = 0; position < items.length; position++)
    packed[position] = (key(items[position]!) + KEY_OFFSET) * POSITION_SPAN + position
  packed.sort()
  return Array.from(packed, (value) => items[value % POSITION_SPAN]!)
}
