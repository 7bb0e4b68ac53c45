import { RFC1808_RESOLUTION } from "../resolve/rfc1808-steps.js";
import { rfc1808Components } from "../rfc1808/components.js";
import { generatedGrammar } from "./generated-grammar.js";
import type { GrammarVariant } from "./variant.js";

/**
 * RFC 1808, Relative Uniform Resource Locators. Whether a string is a URL is the §2.2 BNF's
 * (the grammar; its production tree is what --tree shows); the components are §2.4's "Parsing a
 * URL" steps, because the BNF is ambiguous ("g:h" is both an absoluteURL and a rel_path) and
 * §4's resolution is defined on §2.4's components. On every input the BNF reads through
 * generic-RL or relativeURL the two agree (test/variants/rfc1808-parse.test.ts).
 */
export const rfc1808: GrammarVariant = {
  kind: "grammar",
  id: "rfc1808",
  title: "RFC 1808",
  source: "RFC 1808, Relative Uniform Resource Locators, §2.2 (BNF), §2.4 (parsing) and §4 (resolving)",
  grammar: generatedGrammar("rfc1808"),
  preprocess: (input) => ({ url: input, offset: 0 }),
  extract: (match) => rfc1808Components(match.url, match.offset),
  resolution: RFC1808_RESOLUTION,
};
