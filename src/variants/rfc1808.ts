import * as parser from "../../generated/rfc1808.js";
import * as traceParser from "../../generated/rfc1808.trace.js";
import { VARIANT_GRAMMARS } from "../grammar/variant-grammars.js";
import { resolveRFC1808Variant } from "../resolve/rfc1808-resolve.js";
import { rfc1808Components } from "../rfc1808/components.js";
import type { VariantDescriptor } from "./variant.js";

/**
 * RFC 1808, Relative Uniform Resource Locators. Whether a string is a URL is the §2.2 BNF's
 * (the grammar; its production tree is what --tree shows); the components are §2.4's "Parsing a
 * URL" steps, because the BNF is ambiguous ("g:h" is both an absoluteURL and a rel_path) and
 * §4's resolution is defined on §2.4's components. On every input the BNF reads through
 * generic-RL or relativeURL the two agree (test/variants/rfc1808-parse.test.ts).
 */
export const rfc1808: VariantDescriptor = {
  id: "rfc1808",
  title: "RFC 1808",
  source: "RFC 1808, Relative Uniform Resource Locators, §2.2 (BNF), §2.4 (parsing) and §4 (resolving)",
  grammar: { ...VARIANT_GRAMMARS.rfc1808, parser, traceParser },
  preprocess: (input) => ({ url: input, offset: 0 }),
  extract: (url, _nodes, offset) => rfc1808Components(url, offset),
  resolve: resolveRFC1808Variant,
};
