/**
 * The desk calculator page: a URL, a base and a document encoding, run through every variant in
 * the registry side by side. Everything on the page follows from one PageState, which lives in
 * the # fragment: typing rewrites the fragment (history.replaceState, so typing adds no history
 * entries), following a link to a fragment (the examples, a shared link, Back) replaces the state.
 *
 * The page imports the library's modules directly (not src/index.ts and never the CLI): only
 * modules that run in a browser.
 */
import { DOCUMENT_ENCODINGS } from "../encoding/labels.js";
import { DEFAULT_VARIANT, VARIANT_IDS, VARIANTS, isVariantId } from "../variants/registry.js";
import { byId, h, replaceChildren } from "./dom.js";
import { decodeEscapes, encodeEscapes, type DecodedEscapes } from "./escaped-input.js";
import { EXAMPLES } from "./examples.js";
import { stateFromFragment, stateToFragment } from "./fragment-state.js";
import { defaultState, fitTextFields, normalizeState, type PageState } from "./page-state.js";
import { renderComparison } from "./render-comparison.js";
import { renderExamples } from "./render-examples.js";
import { buildForm, formElements, readForm, writeForm } from "./render-form.js";
import { inputStrip } from "./render-input-strip.js";
import { renderTree } from "./render-tree.js";
import { variantReport } from "./variant-report.js";

const variantIds: readonly string[] = VARIANT_IDS;
const defaults = defaultState(variantIds, DEFAULT_VARIANT);
const form = formElements();

/** A grammar-based variant's errors carry the offset where the input stopped matching; whatwg-url reports none. */
function hasErrorPositions(variant: string): boolean {
  return isVariantId(variant) && VARIANTS[variant].kind === "grammar";
}

let state: PageState = defaults;

function decodeField(typed: string, escaped: boolean): DecodedEscapes {
  return escaped ? decodeEscapes(typed) : { ok: true, text: typed };
}

/** Under a field: what is wrong with its escapes, with a caret under the bad one. */
function showFieldProblem(id: string, typed: string, decoded: DecodedEscapes): void {
  const box = byId(id);
  if (decoded.ok) {
    replaceChildren(box);
    box.hidden = true;
    return;
  }
  replaceChildren(box, h("div", { class: "message" }, `Escape error at offset ${decoded.offset}: ${decoded.message}`), inputStrip(typed, { caretAt: decoded.offset }));
  box.hidden = false;
}

function renderResults(): void {
  const url = decodeField(state.url, state.escaped);
  const base = decodeField(state.base, state.escaped);
  showFieldProblem("url-problem", state.url, url);
  showFieldProblem("base-problem", state.base, base);
  const comparison = byId("comparison");
  const tree = byId("tree");
  if (!url.ok || !base.ok) {
    const waiting = h("p", { class: "note" }, "Fix the escape above to see the results.");
    replaceChildren(comparison, waiting);
    replaceChildren(tree, waiting.cloneNode(true));
    return;
  }
  const reports = state.variants.map((variant) => variantReport(variant, { url: url.text, base: base.text, encoding: state.encoding }));
  replaceChildren(
    comparison,
    renderComparison(reports, {
      reference: state.reference,
      hasErrorPositions,
      onChooseReference: (variant) => show({ ...state, reference: variant }),
    }),
  );
  replaceChildren(tree, renderTree(url.text, state.tree, hasErrorPositions(state.tree)));
}

/** Makes next the page's state: the form, the fragment and the results. */
function show(next: PageState): void {
  state = normalizeState(fitTextFields(next, encodeEscapes), variantIds, DEFAULT_VARIANT);
  writeForm(form, state);
  const fragment = stateToFragment(state);
  if (location.hash !== fragment) history.replaceState(null, "", fragment);
  byId<HTMLAnchorElement>("permalink").href = fragment;
  renderResults();
}

/**
 * The escaped-mode box converts the fields, so the URL stays the same URL: on, invisible
 * characters become escapes; off, escapes become characters — unless that would lose something
 * (a line break, which a text field cannot hold) or an escape is malformed.
 */
function toggleEscaped(): void {
  const note = byId("escaped-note");
  note.hidden = true;
  if (form.escaped.checked) {
    show({ ...readForm(form), url: encodeEscapes(form.url.value), base: encodeEscapes(form.base.value) });
    return;
  }
  const url = decodeEscapes(form.url.value);
  const base = decodeEscapes(form.base.value);
  if (!url.ok || !base.ok || /[\r\n]/.test(url.ok ? url.text : "") || /[\r\n]/.test(base.ok ? base.text : "")) {
    note.textContent = !url.ok || !base.ok ? "Escaped mode stays on: fix the escape first." : "Escaped mode stays on: a text field cannot hold a line break.";
    note.hidden = false;
    form.escaped.checked = true;
    return;
  }
  show({ ...readForm(form), url: url.text, base: base.text });
}

buildForm(
  form,
  variantIds.map((id) => ({ id, title: isVariantId(id) ? VARIANTS[id].title : id })),
  DOCUMENT_ENCODINGS.map((encoding) => encoding.name),
);
replaceChildren(byId("example-list"), renderExamples(EXAMPLES, defaults));

byId("controls").addEventListener("input", (event) => {
  if (event.target === form.escaped) toggleEscaped();
  else show(readForm(form));
});
byId("controls").addEventListener("submit", (event) => event.preventDefault());
form.tree.addEventListener("input", () => show(readForm(form)));
window.addEventListener("hashchange", () => show(stateFromFragment(location.hash, defaults)));

show(stateFromFragment(location.hash, defaults));
document.documentElement.dataset["ready"] = "true";
