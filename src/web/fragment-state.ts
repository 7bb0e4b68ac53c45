/**
 * PageState ↔ the page's # fragment: `#url=…&base=…&enc=…&esc=1&variants=a,b&ref=…&tree=…&diff=1`,
 * written with URLSearchParams (every character of the fields percent-encoded as UTF-8, so any
 * typed text survives the round trip). Fields missing from a fragment take their defaults.
 * A grammar overlay adds `ovbase=…`, `ovsyntax=peggy` when it is not ABNF, `ovpeggy=…` for the Peggy transcription beside ABNF rules, and its text, as `ov=…` or, when long, compressed as
 * `ovz=…` (expandPackedTexts turns it back into `ov=` before reading).
 * A corpus adds `corpus=<name>` when bundled, or its text as `corpustext=…` or, when long,
 * compressed the same way as `corpusz=…`; generated inputs, as `gen=<count>&seed=<seed>`.
 *
 * A long text is compressed so that a whole grammar or corpus fits in a link: deflated
 * (CompressionStream "deflate-raw", which browsers and Node have) and written base64url. Short
 * texts stay readable in the link as they are.
 */
import { DEFAULT_GENERATED, isBundledCorpusName, type PageCorpus, type PageState } from "./page-state.js";

/** packedOverlay, packedCorpus: the overlay's and the corpus's text compressed (compressText), to write instead of the text. */
export function stateToFragment(state: PageState, packedOverlay?: string, packedCorpus?: string): string {
  const params = new URLSearchParams();
  params.set("url", state.url);
  params.set("base", state.base);
  params.set("enc", state.encoding);
  if (state.escaped) params.set("esc", "1");
  params.set("variants", state.variants.join(","));
  params.set("ref", state.reference);
  params.set("tree", state.tree);
  if (state.differencesOnly) params.set("diff", "1");
  if (state.overlay !== undefined) {
    params.set("ovbase", state.overlay.base);
    if (state.overlay.syntax === "peggy") params.set("ovsyntax", "peggy");
    if (state.overlay.peggy !== undefined) params.set("ovpeggy", state.overlay.peggy);
    if (packedOverlay !== undefined) params.set("ovz", packedOverlay);
    else params.set("ov", state.overlay.text);
  }
  if (state.corpus?.kind === "bundled") params.set("corpus", state.corpus.name);
  else if (state.corpus?.kind === "generated") {
    params.set("gen", state.corpus.count);
    params.set("seed", state.corpus.seed);
  } else if (state.corpus?.kind === "text") {
    if (packedCorpus !== undefined) params.set("corpusz", packedCorpus);
    else params.set("corpustext", state.corpus.text);
  }
  // URLSearchParams writes a space as "+"; %20 reads the same and is what a reader expects in a link.
  return "#" + params.toString().replace(/\+/g, "%20");
}

/** The state a fragment (with or without its "#") describes, over the defaults. */
export function stateFromFragment(fragment: string, defaults: PageState): PageState {
  const params = new URLSearchParams(fragment.startsWith("#") ? fragment.slice(1) : fragment);
  const text = (name: string, fallback: string): string => params.get(name) ?? fallback;
  const variants = params.get("variants");
  return {
    url: text("url", defaults.url),
    base: text("base", defaults.base),
    encoding: text("enc", defaults.encoding),
    escaped: params.has("esc") ? params.get("esc") === "1" : defaults.escaped,
    variants: variants === null ? defaults.variants : variants.split(",").filter((id) => id !== ""),
    reference: text("ref", defaults.reference),
    tree: text("tree", defaults.tree),
    differencesOnly: params.has("diff") ? params.get("diff") === "1" : defaults.differencesOnly,
    ...(params.has("ov") ? { overlay: { base: text("ovbase", defaults.reference), text: params.get("ov") ?? "", ...(params.get("ovsyntax") === "peggy" ? { syntax: "peggy" as const } : { ...(params.has("ovpeggy") ? { peggy: params.get("ovpeggy") ?? "" } : {}) }) } } : {}),
    ...corpusOf(params),
  };
}

/** The corpus a fragment names: an unknown bundled name is no corpus (the panel starts empty). */
function corpusOf(params: URLSearchParams): { corpus?: PageCorpus } {
  const name = params.get("corpus");
  if (name !== null && isBundledCorpusName(name)) return { corpus: { kind: "bundled", name } };
  const count = params.get("gen");
  if (count !== null) return { corpus: { kind: "generated", count, seed: params.get("seed") ?? DEFAULT_GENERATED.seed } };
  const text = params.get("corpustext");
  return text !== null ? { corpus: { kind: "text", text } } : {};
}

/**
 * The fragment with its compressed texts (`ovz=`, `corpusz=`) written out (`ov=`, `corpustext=`),
 * ready for stateFromFragment; a damaged one is dropped, and a problem says so.
 */
export async function expandPackedTexts(fragment: string): Promise<{ readonly fragment: string; readonly problems: readonly string[] }> {
  const params = new URLSearchParams(fragment.startsWith("#") ? fragment.slice(1) : fragment);
  const problems: string[] = [];
  for (const [packedName, textName, what] of [["ovz", "ov", "grammar overlay"], ["corpusz", "corpustext", "corpus"]] as const) {
    const packed = params.get(packedName);
    if (packed === null) continue;
    params.delete(packedName);
    const text = await decompressText(packed);
    if (text !== undefined) params.set(textName, text);
    else problems.push(`The link's ${what} (${packedName}=…) is damaged: it was left out.`);
  }
  return { fragment: "#" + params.toString().replace(/\+/g, "%20"), problems };
}

/** Above this many characters, the link carries a text compressed. */
const COMPRESS_ABOVE = 600;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

export async function compressText(text: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw")));
}

/** The text of a compressed one; undefined when it is not one (a damaged link). */
async function decompressText(packed: string): Promise<string | undefined> {
  const bytes = fromBase64Url(packed);
  if (bytes === undefined) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await pipe(bytes, new DecompressionStream("deflate-raw")));
  } catch {
    return undefined;
  }
}

/**
 * A long text in the link, compressed once and kept: packed(text) answers at once — the
 * compressed form when it is ready, else undefined (write the text as it is for now) — and
 * onPacked is called when a compression finishes for the text last asked about, so that the link
 * can be written again.
 */
export function textPacker(onPacked: () => void): (text: string | undefined) => string | undefined {
  let packed: { readonly text: string; readonly value?: string } | undefined;
  return (text) => {
    if (text === undefined || text.length <= COMPRESS_ABOVE) return undefined;
    if (packed?.text !== text) {
      const mine = { text };
      packed = mine;
      void compressText(text).then((value) => {
        if (packed === mine) {
          packed = { text, value };
          onPacked();
        }
      });
    }
    return packed.value;
  };
}
