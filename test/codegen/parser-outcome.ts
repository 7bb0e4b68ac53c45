/**
 * What a grammar parser did with an input, as one comparable string: the nodes it returned, or
 * everything its SyntaxError carries (name, message, expected in order, found, location).
 */
import type { CompiledGrammar } from "../../src/grammar/grammar-node.js";

export function parserOutcome(parser: CompiledGrammar, input: string, startRule?: string): string {
  try {
    return JSON.stringify({ nodes: parser.parse(input, startRule === undefined ? undefined : { startRule }) });
  } catch (e) {
    const error = e as { name?: string; message?: string; expected?: unknown; found?: unknown; location?: unknown };
    return JSON.stringify({ name: error.name, message: error.message, expected: error.expected, found: error.found, location: error.location });
  }
}

/**
 * The first few inputs on which two parsers differ, each with both outcomes. Each outcome of the
 * first parser is also handed to `seen`, so that a test asserting more of them (how many were
 * accepted, which rules the trees hold) need not parse every input again.
 */
export function differences(a: CompiledGrammar, b: CompiledGrammar, inputs: Iterable<string>, startRule?: string, limit = 5, seen?: (outcome: string) => void): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    const x = parserOutcome(a, input, startRule);
    seen?.(x);
    const y = parserOutcome(b, input, startRule);
    if (x !== y) {
      found.push(`${JSON.stringify(input)}${startRule === undefined ? "" : ` (start ${startRule})`}\n  fast:  ${x.slice(0, 600)}\n  peggy: ${y.slice(0, 600)}`);
      if (found.length >= limit) break;
    }
  }
  return found;
}

/**
 * The first few inputs on which a generated parser's match() differs from what a reference
 * parser's parse() gives: its nodes, or the offset and expected list of the SyntaxError it throws.
 */
export function matchDifferences(generated: CompiledGrammar, reference: CompiledGrammar, inputs: Iterable<string>, startRule: string, limit = 5): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    let want: unknown;
    try {
      want = reference.parse(input, { startRule });
    } catch (e) {
      const error = e as { location: { start: { offset: number } }; expected: unknown };
      want = { offset: error.location.start.offset, expected: error.expected };
    }
    const got = JSON.stringify(generated.match!(input, startRule));
    if (got !== JSON.stringify(want) && found.push(`${JSON.stringify(input)}\n  match: ${got.slice(0, 600)}\n  parse: ${JSON.stringify(want).slice(0, 600)}`) >= limit) break;
  }
  return found;
}
