/**
 * resolve(input, base, { variant, encoding, trace }): checks the arguments once (a wrong type is
 * a TypeError), looks the variant up once, and runs the frame every variant resolves in
 * (src/resolve/resolve.ts).
 */
import type { BaseElement, DocumentContext, ElementContext, ResolveBase } from "../resolve/document-context.js";
import { resolveWith, type ResolveOptions } from "../resolve/resolve.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import type { VariantName } from "../variants/parsing.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { argumentTypeError, isArray, optionalBoolean, optionalString, readField, readOptions, requireObject, requireString, requireStringArray } from "./arguments.js";
import { variantName, variantRequest } from "./parse.js";

export interface ResolveCallOptions extends ResolveOptions {
  /** A variant id (default "html5-2009"), a runtime variant id ("html5-2009+my.abnf", with webaddr/workbench registered) or a variant value. */
  readonly variant?: VariantName | VariantDescriptor;
}

/** How deep creator / srcdoc container chains may go (a cycle would otherwise never end). */
const MAX_DOCUMENT_DEPTH = 64;
const OPTION_KEYS = ["variant", "encoding", "trace", "iregNameToASCII"] as const;

/** A caller's DocumentContext (`name`, an argument of `fn`), read once into a plain snapshot. */
export function readDocumentContext(fn: string, name: string, value: unknown, depth = 0, root = name): DocumentContext {
  const document = requireObject(fn, name, value, "a document context { address, encoding?, baseElements?, … }");
  if (depth > MAX_DOCUMENT_DEPTH) throw new TypeError(`webaddr.${fn}: argument "${root}": creator / srcdoc container documents nest more than ${MAX_DOCUMENT_DEPTH} deep (a cycle?)`);
  const field = (key: string): unknown => readField(fn, name, document, key);
  const address = requireString(fn, `${name}.address`, field("address"));
  const encoding = optionalString(fn, `${name}.encoding`, field("encoding"));
  const [creator, srcdocContainer] = ["creator", "srcdocContainer"].map((key) => {
    const given = field(key);
    return given === undefined ? undefined : readDocumentContext(fn, `${name}.${key}`, given, depth + 1, root);
  });
  const hrefs = field("baseHrefs");
  const baseHrefs = hrefs === undefined ? undefined : requireStringArray(fn, `${name}.baseHrefs`, hrefs);
  const elements = field("baseElements");
  const baseElements = elements === undefined ? undefined : readBaseElements(fn, `${name}.baseElements`, elements);
  return {
    address,
    ...(encoding === undefined ? {} : { encoding }),
    ...(creator === undefined ? {} : { creator }),
    ...(srcdocContainer === undefined ? {} : { srcdocContainer }),
    ...(baseHrefs === undefined ? {} : { baseHrefs }),
    ...(baseElements === undefined ? {} : { baseElements }),
  };
}

function readBaseElements(fn: string, name: string, value: unknown): BaseElement[] {
  if (!isArray(value)) throw argumentTypeError(fn, name, "an array of base elements { href, parentIsHead }", value);
  return [...(value as unknown[])].map((item, i) => {
    const element = requireObject(fn, `${name}[${i}]`, item, "a base element { href, parentIsHead }");
    const href = requireString(fn, `${name}[${i}].href`, readField(fn, `${name}[${i}]`, element, "href"));
    return { href, parentIsHead: optionalBoolean(fn, `${name}[${i}].parentIsHead`, readField(fn, `${name}[${i}]`, element, "parentIsHead")) ?? false };
  });
}

/** The base: an absolute URL string (a result when it is not absolute), or an element context { document, xmlBase? }. */
function readBase(base: unknown): ResolveBase {
  if (typeof base === "string") return base;
  const element = requireObject("resolve", "base", base, "a URL string or an element context { document, xmlBase? }");
  const document = readDocumentContext("resolve", "base.document", readField("resolve", "base", element, "document"));
  const xmlBase = readField("resolve", "base", element, "xmlBase");
  return xmlBase === undefined ? { document } : ({ document, xmlBase: requireStringArray("resolve", "base.xmlBase", xmlBase) } satisfies ElementContext);
}

export function resolve(input: string, base: ResolveBase, options?: ResolveCallOptions): ResolveResult {
  requireString("resolve", "input", input);
  const given = readOptions("resolve", "options", options, OPTION_KEYS);
  const requested = variantRequest("resolve", given.variant);
  const encoding = optionalString("resolve", "options.encoding", given.encoding);
  const trace = optionalBoolean("resolve", "options.trace", given.trace) ?? false;
  const iregNameToASCII = optionalBoolean("resolve", "options.iregNameToASCII", given.iregNameToASCII);
  const checkedBase = readBase(base);
  const found = lookupVariant(requested);
  if (!found.ok) return { ok: false, variant: variantName(requested), input, error: { step: "arguments", message: found.error.message } };
  const variant = found.variant;
  if (iregNameToASCII !== undefined && !variant.resolution.options.includes("iregNameToASCII")) {
    return { ok: false, variant: variant.id, input, error: { step: "arguments", message: `the ${variant.id} variant has no option iregNameToASCII (rfc3987 and html5-wd-iri read it)` } };
  }
  return resolveWith(variant, input, checkedBase, iregNameToASCII === undefined ? { encoding, trace } : { encoding, trace, iregNameToASCII });
}
