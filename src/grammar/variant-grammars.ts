/**
 * Which grammar files make each grammar-based variant, where its parse starts, and which
 * productions become spans. Plain data, shared by the build (scripts/build-grammars.ts) and the
 * variant descriptors (src/variants/), so that both agree on what generated/<id>.js is.
 */

/**
 * The productions HTML5 §2.6.2 names as components (<scheme>, <host>, <port>, the five path
 * productions, <query>, <fragment>, and <authority> for <host-specific>), plus userinfo and the
 * host's alternatives, which the CLI's ruler and the attributes use.
 */
export const RFC3986_SPAN_RULES = [
  "scheme",
  "authority",
  "userinfo",
  "host",
  "IP_literal",
  "IPv4address",
  "reg_name",
  "port",
  "path_abempty",
  "path_absolute",
  "path_noscheme",
  "path_rootless",
  "path_empty",
  "query",
  "fragment",
] as const;

export interface VariantGrammar {
  /** Grammar files, base first, then overlays; paths relative to the project's grammar/ folder. */
  readonly files: readonly string[];
  readonly startRule: string;
  readonly spanRules: readonly string[];
}

export const VARIANT_GRAMMARS = {
  rfc3986: { files: ["rfc3986.peggy"], startRule: "URI_reference", spanRules: RFC3986_SPAN_RULES },
  "html5-2009": { files: ["rfc3986.peggy", "html5-2009.peggy"], startRule: "URI_reference", spanRules: RFC3986_SPAN_RULES },
} as const satisfies Record<string, VariantGrammar>;

export type GrammarVariantId = keyof typeof VARIANT_GRAMMARS;
