import fc from 'fast-check'
import type { FuzzEndpoint } from './endpoints'
import { hostileText } from './text'

/** JSON text that JSON.stringify never writes: huge, negative-zero and over-precise numbers. */
const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '0.1e1',
  '-1',
  '0',
  '2.5',
  '100',
  '"NaN"',
  '"Infinity"',
  '"-0"',
  '"1e309"',
]

/** Values some filter keys accept, so that shaped bodies also reach the catalog search. */
const PLAUSIBLE_JSON = [
  'true',
  'false',
  'null',
  '1',
  '2',
  '20',
  '"2026-06-01"',
  '"2027-01-31"',
  '["MAX_6"]',
  '["CONFIRMED"]',
  '[1,2,3]',
  '"travels"',
  '"tours"',
  '"35-49"',
  '"Italia"',
  '["adventure"]',
]

const scalarJson = fc.oneof(
  hostileText(300).map((text) => JSON.stringify(text)),
  fc.double().map((value) => (Number.isFinite(value) ? String(value) : JSON.stringify(String(value)))),
  fc.integer().map(String),
  fc.constantFrom(...RAW_NUMBERS),
  fc.constantFrom(...PLAUSIBLE_JSON),
)

const jsonKey = (keys: readonly string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 3 }, { arbitrary: hostileText(100), weight: 1 }).map((key) => JSON.stringify(key))

/** JSON text of any shape, nested a few levels, with prototype keys, duplicates and raw numbers. */
const jsonText = (keys: readonly string[]) =>
  fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      scalarJson,
      fc.array(tie('value'), { maxLength: 6 }).map((items) => `[${items.join(',')}]`),
      fc
        .array(fc.tuple(jsonKey(keys), tie('value')), { maxLength: 6 })
        .map((pairs) => `{${pairs.map(([key, value]) => `${key}:${value}`).join(',')}}`),
    ),
  })).value

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'NaN',
  'undefined',
  '{"a":1}}',
  '\uFEFF{}',
  '{"a":"\\u"}',
  '{"a":"\\x00"}',
  '"\\u0000"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  'null',
  '[]',
  '""',
  '0',
]

/** A JSON body: shaped like the call's (its keys), any JSON, broken JSON, deep, huge, oversized or not UTF-8 at all. */
export const bodyOf = (endpoint: FuzzEndpoint) => {
  const keys = [...(endpoint.bodyKeys ?? []), '__proto__', 'constructor']
  return fc.oneof(
    {
      arbitrary: fc
        .array(fc.tuple(jsonKey(keys), jsonText(keys)), { maxLength: 8 })
        .map((pairs) => `{${pairs.map(([key, value]) => `${key}:${value}`).join(',')}}`),
      weight: 6,
    },
    { arbitrary: jsonText(keys), weight: 2 },
    { arbitrary: fc.oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ maxLength: 40 })), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 100, max: 30_000 }))
        .map(([open, depth]) => open.repeat(depth) + (open === '[' ? ']' : '1}').repeat(depth)),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), fc.integer({ min: 1_000, max: 40_000 }))
        .map(([key, length]) => `{${JSON.stringify(key)}:[${new Array(length).fill(1).join(',')}]}`),
      weight: 1,
    },
    { arbitrary: fc.integer({ min: 60_000, max: 200_000 }).map((length) => JSON.stringify({ textSearch: 'x'.repeat(length) })), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 64 }), weight: 1 },
  )
}
