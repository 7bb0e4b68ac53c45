import { expect } from "chai";
import type { ParseResult, URLComponents } from "../../src/index.js";

const COMPONENT_KEYS: (keyof URLComponents)[] = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "params", "query", "fragment", "hostSpecific"];

export type Components = Partial<URLComponents>;

/** Exactly the listed components are present (hostSpecific is checked only when listed), each the substring its span names. */
export function expectComponents(result: ParseResult, expected: Components, productions: { path?: string; host?: string } = {}): void {
  expect(result.ok, JSON.stringify(result)).to.equal(true);
  if (!result.ok) return;
  const actual = Object.fromEntries(
    COMPONENT_KEYS.filter((k) => result.components[k] !== undefined && (k !== "hostSpecific" || expected.hostSpecific !== undefined)).map((k) => [k, result.components[k]]),
  );
  expect(actual).to.deep.equal(expected);
  for (const key of COMPONENT_KEYS) {
    const value = result.components[key];
    const span = result.spans?.[key];
    if (value === undefined) expect(span, `span of absent ${key}`).to.equal(undefined);
    else expect(result.input.slice(span![0], span![1]), `${key} is the substring its span names`).to.equal(value);
  }
  if (productions.path !== undefined) expect(result.productions.path).to.equal(productions.path);
  if (productions.host !== undefined) expect(result.productions.host).to.equal(productions.host);
}
