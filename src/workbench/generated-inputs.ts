/**
 * The inputs of `webaddr compare --generate N --seed S`: generated from the grammars of the
 * variants compared, so that the comparison is not bounded by what a corpus happens to hold.
 *
 * - **From each grammar** (each distinct one among the variants; a variant with a parser of its
 *   own — the URL Standard's — by url-writing's grammar, its text's): first the inputs aimed at
 *   every rule's choices (aimed-inputs.ts: each alternative, each repetition at its bounds, the
 *   edges of every character range, embedded in a whole input), then random derivations steered
 *   through each rule in turn (generate-corpus.ts's way), the grammars taking turns.
 * - **Mutations**: half of the random derivations get one edit at a production boundary (a place
 *   where a node of the grammar's production tree starts or ends): a code point inserted there, or
 *   the one after it deleted or replaced, the code point put in drawn from the characters the
 *   specifications treat specially (SPECIAL_CHARACTERS) and the grammar's own edges.
 * - **Bases**: a base of every kind (none, special, file with and without a host, non-special,
 *   opaque path), drawn for each input; or the one --base gives.
 *
 * Input i depends only on the seed and i (its own PRNG, seeded from both), so that a run of N
 * inputs from offset K is the inputs K … K+N-1 of the seed's sequence, whatever was generated
 * before: shards by offset merge into the whole run's summary exactly.
 */
import type { AbnfMachine } from "../abnf/abnf-machine.js";
import { aimedInputs } from "../abnf/aimed-inputs.js";
import { interestingCharacters } from "../abnf/interesting-characters.js";
import { DerivationGenerator, fromCodePoints } from "../abnf/random-derivation.js";
import { pick, randomInt, seededRandom, type Random } from "../abnf/seeded-random.js";
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import type { GrammarNode } from "../grammar/grammar-node.js";
import { VARIANTS } from "../variants/registry.js";
import type { GrammarVariant, VariantDescriptor } from "../variants/variant.js";
import { isWorkbenchVariant } from "./runtime-variant.js";
import { oracleForVariant } from "./variant-oracle.js";

/**
 * The characters the specifications treat specially: the delimiters and sub-delims of RFC 3986,
 * the URL Standard's forbidden host code points and the code points its parser strips or
 * rejects (C0 controls, space, tab, newlines, DEL, "\"), "%" and "." (dot segments), and non-ASCII
 * edges (the first non-ASCII and the first URL code point above it, a letter, a full stop IDNA maps
 * to ".", a soft hyphen IDNA ignores, a noncharacter, U+FFFD, the last BMP code point, an astral
 * one, the last code point, and a lone surrogate).
 */
export const SPECIAL_CHARACTERS: readonly number[] = [
  ...":/?#[]@!$&'()*+,;=%.\\|^<>\"{}`~ -_".split("").map((c) => c.codePointAt(0)!),
  0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x1f, 0x7f, 0x80, 0xa0, 0xad, 0xe9, 0x3002, 0xfdd0, 0xff0e, 0xfffd, 0xffff, 0x1f600, 0x10ffff, 0xd800,
];

/** The bases drawn from when --base gives none: one of every kind the URL Standard's parser tells apart. */
export const GENERATED_BASES: readonly (string | null)[] = [
  null,
  "https://example.org/a/b?c#d",
  "file:///C:/dir/file",
  "file://host/dir/",
  "foo://host/p/q",
  "mailto:user@example.org",
];

/** Aimed inputs made per grammar, at most (each rule's choices, twice each, come first). */
const AIMED_PER_GRAMMAR = 4_000;

interface PlanGrammar {
  /** The variant whose grammar it is (the first compared that has it). */
  readonly variant: string;
  readonly machine: AbnfMachine;
  readonly startRule: number;
  readonly generator: DerivationGenerator;
  /** The rules a derivation can be steered through. */
  readonly focuses: readonly number[];
  /** What mutations put in. */
  readonly characters: readonly number[];
  /** The grammar's production tree, for the production boundaries. */
  readonly tree: (input: string) => readonly GrammarNode[] | undefined;
  readonly aimed: readonly string[];
}

export interface GenerationPlan {
  readonly seed: number;
  readonly grammars: readonly PlanGrammar[];
  /** The base every input gets (--base), or undefined: GENERATED_BASES, one drawn for each. */
  readonly base?: string;
  /** The aimed inputs, the grammars taking turns until each has given all of its own: inputs 0 … aimed.length − 1. */
  readonly aimed: readonly { readonly input: string; readonly variant: string }[];
}

export type PlanResult = { readonly ok: true; readonly plan: GenerationPlan } | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

/** A generated input: its text, its base (null: parsed only), and how it was made. */
export interface GeneratedItem {
  readonly input: string;
  readonly base: string | null;
  /** The grammar's variant, and "aimed", "derived" or "mutated". */
  readonly origin: string;
}

/** The variant whose grammar stands for a variant without one (the URL Standard's parser: its URL writing). */
function grammarVariantOf(variant: VariantDescriptor): GrammarVariant {
  return variant.kind === "grammar" ? variant : VARIANTS["url-writing"];
}

/**
 * What a grammar is built from, so that variants sharing one generate from it once: its files and
 * start rule, and a runtime variant's ABNF overlays (the page's overlay has no file of its own:
 * its grammar files are its base's).
 */
function grammarKey(variant: GrammarVariant): string {
  const overlays = isWorkbenchVariant(variant) ? variant.workbench.abnfOverlays.map((f) => `${f.source}\u0000${f.text}`) : [];
  return [variant.grammar.files.join("+"), variant.grammar.startRule, ...overlays].join("\u0001");
}

/** The generation of the variants' inputs for a seed (the ABNF of each of their grammars built once). */
export function planGeneration(variants: readonly VariantDescriptor[], options: { readonly seed: number; readonly base?: string }): PlanResult {
  const grammars: PlanGrammar[] = [];
  const seen = new Set<string>();
  for (const variant of variants.map(grammarVariantOf)) {
    const key = grammarKey(variant);
    if (seen.has(key)) continue;
    seen.add(key);
    const built = oracleForVariant(variant);
    if (!built.ok) return built;
    const { machine, startRule } = built.oracle;
    const characters = [...new Set([...interestingCharacters(machine), ...SPECIAL_CHARACTERS])].sort((a, b) => a - b);
    const generator = new DerivationGenerator(machine, { maxDepth: 12, maxRepeat: 6, interesting: characters });
    const focuses = machine.rules.map((_, i) => i).filter((r) => generator.canReach(startRule, r));
    const aimed = [...aimedInputs(machine, startRule, focuses, generator, { seed: options.seed, limit: AIMED_PER_GRAMMAR })].map((a) => a.input);
    const traceParser = variant.grammar.traceParser;
    const tree = (input: string): readonly GrammarNode[] | undefined => {
      try {
        const matched = traceParser.match !== undefined ? traceParser.match(input, variant.grammar.startRule) : traceParser.parse(input, { startRule: variant.grammar.startRule });
        return Array.isArray(matched) ? matched : undefined;
      } catch {
        return undefined;
      }
    };
    grammars.push({ variant: variant.id, machine, startRule, generator, focuses, characters, tree, aimed });
  }
  const aimed: { input: string; variant: string }[] = [];
  for (let round = 0; grammars.some((g) => round < g.aimed.length); round++) {
    for (const g of grammars) if (round < g.aimed.length) aimed.push({ input: g.aimed[round]!, variant: g.variant });
  }
  return { ok: true, plan: { seed: options.seed, grammars, ...(options.base !== undefined ? { base: options.base } : {}), aimed } };
}

/** The PRNG of input index under seed: a hash of both (so that each input can be made on its own). */
function randomFor(seed: number, index: number): Random {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return seededRandom((h ^ (h >>> 16)) >>> 0);
}

/** The offsets (in code points) where a node of the production tree starts or ends. */
function productionBoundaries(nodes: readonly GrammarNode[], input: string): number[] {
  const units = new Set<number>([0, input.length]);
  const walk = (list: readonly GrammarNode[]): void => {
    for (const n of list) {
      units.add(n.start);
      units.add(n.end);
      walk(n.children);
    }
  };
  walk(nodes);
  // Code unit offsets to code point offsets (a boundary never splits a pair: the grammars match code points).
  const points: number[] = [];
  let cp = 0;
  for (let unit = 0; unit <= input.length; unit++) {
    if (units.has(unit)) points.push(cp);
    if (unit < input.length) {
      const c = input.charCodeAt(unit);
      if (!(c >= 0xd800 && c <= 0xdbff && unit + 1 < input.length && (input.charCodeAt(unit + 1) & 0xfc00) === 0xdc00)) cp++;
    }
  }
  return points;
}

/** One edit at a production boundary of cps (derived from g's grammar, so its tree is found). */
function mutateAtBoundary(g: PlanGrammar, cps: number[], random: Random): void {
  const text = fromCodePoints(cps);
  const nodes = g.tree(text);
  const at = nodes === undefined ? randomInt(random, cps.length + 1) : pick(random, productionBoundaries(nodes, text));
  const character = random() < 0.6 ? pick(random, SPECIAL_CHARACTERS) : pick(random, g.characters);
  const kind = at >= cps.length ? "insert" : pick(random, ["insert", "delete", "replace"] as const);
  if (kind === "insert") cps.splice(at, 0, character);
  else if (kind === "delete") cps.splice(at, 1);
  else cps[at] = character;
}

/** Input index of the plan's sequence. */
export function generatedItem(plan: GenerationPlan, index: number): GeneratedItem {
  const random = randomFor(plan.seed, index);
  const base = plan.base !== undefined ? plan.base : pick(random, GENERATED_BASES);
  const grammars = plan.grammars;
  const aimed = plan.aimed[index];
  if (aimed !== undefined) return { input: aimed.input, base, origin: `${aimed.variant} aimed` };
  const n = index - plan.aimed.length;
  const g = grammars[n % grammars.length]!;
  const focus = g.focuses[Math.floor(n / grammars.length) % g.focuses.length]!;
  const cps = g.generator.derive(g.startRule, random, focus);
  if (random() < 0.5) {
    mutateAtBoundary(g, cps, random);
    return { input: fromCodePoints(cps), base, origin: `${g.variant} mutated` };
  }
  return { input: fromCodePoints(cps), base, origin: `${g.variant} derived` };
}
