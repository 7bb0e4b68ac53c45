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
const RFC3986_SPAN_RULES = [
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

/**
 * RFC 3987 §2.2: the same components, read off the i-productions ("For rules that are different
 * than those in [RFC3986] ... an 'i' has been prefixed"); scheme, port and the IP host forms are
 * RFC 3986's rules.
 */
const RFC3987_SPAN_RULES = [
  "scheme",
  "iauthority",
  "iuserinfo",
  "ihost",
  "IP_literal",
  "IPv4address",
  "ireg_name",
  "port",
  "ipath_abempty",
  "ipath_absolute",
  "ipath_noscheme",
  "ipath_rootless",
  "ipath_empty",
  "iquery",
  "ifragment",
] as const;

/**
 * RFC 1808 §2.2: the BNF's productions for the six components of §2.1 and the relative forms
 * that say where a path sits. (The rfc1808 variant takes its components from §2.4's steps; these
 * spans show what the BNF matched, and tests check the two agree.)
 */
const RFC1808_SPAN_RULES = [
  "generic_RL",
  "scheme",
  "net_path",
  "net_loc",
  "abs_path",
  "rel_path",
  "path",
  "params",
  "query",
  "fragment",
] as const;

/**
 * The URL Standard's URL writing (§4.3) and host writing (§3.4): the productions the components
 * are read off, and those the span checks read (src/whatwg/url-writing/span-checks.ts).
 */
const URL_WRITING_SPAN_RULES = [
  "relative_URL_with_fragment_string",
  "relative_URL_string",
  "special_not_file_URL_scheme_string",
  "file_URL_scheme_string",
  "not_special_URL_scheme_string",
  "URL_scheme_string",
  "scheme_relative_special_URL_string",
  "scheme_relative_file_URL_string",
  "scheme_relative_URL_string",
  "valid_host_string",
  "valid_domain_string",
  "valid_IPv4_address_string",
  "valid_IPv6_address_string",
  "valid_opaque_host_string",
  "URL_port_string",
  "path_absolute_URL_string",
  "path_absolute_non_authority_URL_string",
  "path_relative_scheme_less_URL_string",
  "opaque_path_URL_string",
  "URL_query_string",
  "URL_fragment_string",
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
  rfc3987: { files: ["rfc3986.peggy", "rfc3987.peggy"], startRule: "IRI_reference", spanRules: RFC3987_SPAN_RULES },
  rfc1808: { files: ["rfc1808.peggy"], startRule: "URL", spanRules: RFC1808_SPAN_RULES },
  "url-writing": { files: ["url-writing.peggy"], startRule: "valid_URL_string", spanRules: URL_WRITING_SPAN_RULES },
} as const satisfies Record<string, VariantGrammar>;

export type GrammarVariantId = keyof typeof VARIANT_GRAMMARS;
