import { RFC1808_RESOLUTION } from "../resolve/rfc1808-steps.js";
import { RFC1808_PARSING } from "./parsing.js";
import type { GrammarVariant } from "./variant.js";

/**
 * RFC 1808, Relative Uniform Resource Locators. Whether a string is a URL is the §2.2 BNF's
 * (the grammar; its production tree is what --tree shows); the components are §2.4's "Parsing a
 * URL" steps, because the BNF is ambiguous ("g:h" is both an absoluteURL and a rel_path) and
 * §4's resolution is defined on §2.4's components. On every input the BNF reads through
 * generic-RL or relativeURL the two agree (test/variants/rfc1808-parse.test.ts).
 */
export const rfc1808: GrammarVariant = {
  ...RFC1808_PARSING,
  title: "RFC 1808",
  source: "RFC 1808, Relative Uniform Resource Locators, §2.2 (BNF), §2.4 (parsing) and §4 (resolving)",
  resolution: RFC1808_RESOLUTION,
};
