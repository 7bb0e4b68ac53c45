/**
 * The desk calculator page: a URL, a base and a document encoding, run through every variant in
 * the registry side by side. Everything on the page follows from one PageState, which lives in
 * the # fragment: typing rewrites the fragment (history.replaceState, so typing adds no history
 * entries), following a link to a fragment (the examples, a shared link, Back) replaces the state.
 *
 * Typing in a long input updates the state at once but draws the results (and rewrites the
 * fragment) only once typing pauses, and its results are computed by the results worker
 * (results-worker.ts), off the main thread: at 100 KB the library takes several
 * hundred milliseconds, which the page must not freeze for. A short input is computed and drawn
 * at every keystroke, as a reader expects of a calculator, since that costs less than a frame.
 *
 * The page imports the library's modules directly (not src/index.ts and never the CLI): only
 * modules that run in a browser.
 */
import { DOCUMENT_ENCODINGS } from "../encoding/labels.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import { DEFAULT_VARIANT, DEFAULT_VARIANT_IDS, VALIDITY_VARIANT_IDS, VARIANT_IDS, VARIANTS, isVariantId } from "../variants/registry.js";
import { byId, copyText, h, replaceChildren } from "./dom.js";
import { decodeEscapes, encodeEscapes, type DecodedEscapes } from "./escaped-input.js";
import { encodingTablesReady, loadEncodingTables, needsEncodingTables } from "./encoding-tables.js";
import { EXAMPLES, renderExamples } from "./examples.js";
import { expandPackedTexts, stateFromFragment, stateToFragment, textPacker } from "./fragment-state.js";
import { PlaceKeeper } from "./keep-place.js";
import { createOverlayPanel, type OverlayColumn } from "./overlay-panel.js";
import type { WorkerOverlay } from "./overlay-variant.js";
// Corpus panel:
import { createCorpusPanel } from "./corpus-panel.js";
import { columnNames, columnsOf, defaultState, fitTextFields, normalizeState, type PageOverlay, type PageState } from "./page-state.js";
import { renderComparison } from "./render-comparison.js";
import { buildForm, formElements, readForm, writeForm } from "./render-form.js";
import { characterCount, inputStrip } from "./render-input-strip.js";
import { renderTree, type TreeWindows } from "./render-tree.js";
import type { ResultsAnswer, ResultsWorkerRequest } from "./results-worker.js";
import { unpackTreeResult } from "./packed-tree.js";
import { restoreStrings } from "./shared-strings.js";
import { workerClient } from "./worker-client.js";
import { computeResults, type ComputedResults, type ResultsRequest, type VariantReport } from "./variant-report.js";
import { displayedText } from "./visible-text.js";

/**
 * Every variant can be shown; those that define validity over another's text (url-writing,
 * html5-2009-valid-url, whatwg-no-errors: docs/validity.md) are offered apart and shown when
 * chosen, as webaddr compare compares them when named.
 */
const variantIds: readonly string[] = VARIANT_IDS;
const defaults = defaultState(DEFAULT_VARIANT_IDS, DEFAULT_VARIANT);
const form = formElements();

/** The variants a grammar overlay can go over: those with a grammar. */
const overlayBases = variantIds.filter((id) => isVariantId(id) && VARIANTS[id].kind === "grammar");

/**
 * A grammar-based variant's errors carry the offset where the input stopped matching; the URL
 * Standard's parser only where its failing step names a validation error (render-cells.ts reads
 * that off the result).
 */
function hasErrorPositions(variant: string): boolean {
  const found = lookupVariant(variant);
  return found.ok && found.variant.kind === "grammar";
}

let state: PageState = defaults;

const comparisonPlace = new PlaceKeeper(byId("comparison"));
const treePlace = new PlaceKeeper(byId("tree"));

/** The column a narrow screen compares with the reference, once the reader has chosen one (not part of the link: a wide screen shows them all). */
let pair: string | undefined;

const overlayPanel = createOverlayPanel(overlayBases, () => show(readPage(), true), commitNow);

// Corpus panel: a corpus through the variants shown, in a worker.
const corpusPanel = createCorpusPanel({
  onChange: () => show(readPage(), true),
  settings: () => {
    const base = decodeField(state.base, state.escaped);
    return {
      // Ambiguity checked: the page has no option for it, its corpora are small, and an overlay's
      // ABNF already runs there (no .peggy is derived in the page).
      settings: { variants: columnNames(columnsOf(state.variants, state.overlay)), ...(base.ok && base.text !== "" ? { base: base.text } : {}), encoding: state.encoding, ambiguity: true },
      ...(state.overlay === undefined ? {} : { overlay: workerOverlay(state.overlay) }),
    };
  },
  openInput: (input, base) => {
    show({ ...state, url: state.escaped ? encodeEscapes(input) : input, base: base === null ? "" : base === undefined ? state.base : state.escaped ? encodeEscapes(base) : base });
    scrollToResults();
  },
});
/** A long overlay's and a long corpus's text compressed for the link: undefined until ready, then the link is written again. */
const packedOverlay = textPacker(() => writeFragment());
const packedCorpus = textPacker(() => writeFragment());

/** The overlay as a worker builds it: as the panel built its column, else its ABNF alone (a worker never runs the check). */
function workerOverlay(overlay: PageOverlay): WorkerOverlay {
  const column = overlayPanel.column(overlay);
  if (column.status === "built") return column.worker;
  const { peggy: _unchecked, ...abnfAlone } = overlay;
  return { overlay: abnfAlone, verdicts: [] };
}

function scrollToResults(): void {
  byId("comparison-panel").scrollIntoView({ block: "start" });
}

/** The form and the overlay and corpus panels, as a state. */
function readPage(): PageState {
  const overlay = overlayPanel.read();
  const corpus = corpusPanel.read();
  return { ...readForm(form), ...(overlay === undefined ? {} : { overlay }), ...(corpus === undefined ? {} : { corpus }) };
}

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
  replaceChildren(box, h("div", { class: "message" }, displayedText(`Escape error at offset ${decoded.offset}: ${decoded.message}`)), inputStrip(typed, { caretAt: decoded.offset }));
  box.hidden = false;
}

/** Typed text (URL and base together) up to this long is computed and drawn at every keystroke; longer waits for a pause, and for the results worker. */
const DRAW_AT_ONCE_LIMIT = 200;

/** How long typing must pause before a long input's results are drawn. */
const TYPING_PAUSE_MS = 130;

/**
 * Browsers, chat tools and mail cut or refuse links beyond about this long (Chromium's own
 * limit is 2 MB, but many a link handler stops near 32 K): a longer state is not put in a link.
 */
const MAX_FRAGMENT_LENGTH = 32_000;

/**
 * A long input's drawing waiting for typing to pause: drawing at each keystroke would queue them
 * up and freeze the page. Drawing now, or scheduling another, drops it.
 */
let pause: ReturnType<typeof setTimeout> | undefined;

function commitNow(): void {
  clearTimeout(pause);
  commit();
}

/** How the last drawing went, by part: the page's own completion signal, for tests and devtools. */
export interface RenderTiming {
  /** Running every variant on the input and its production tree (the library; computeResults). */
  readonly computeMs: number;
  /** Where that ran: on the page (a short input) or in the results worker (a long one). */
  readonly computedIn: "page" | "worker";
  /** Building the comparison table. */
  readonly comparisonMs: number;
  /** Drawing the production tree. */
  readonly treeMs: number;
  /** The main thread's part: everything above that ran on it. */
  readonly mainThreadMs: number;
  /** The longest of the tasks that part ran in (a long input's table and tree are drawn in two). */
  readonly longestTaskMs: number;
  /** From the drawing's start to its end, waiting for the worker included. */
  readonly totalMs: number;
}

let renders = 0;

function signalRendered(timing: RenderTiming): void {
  document.documentElement.dataset["rendered"] = String(++renders);
  document.dispatchEvent(new CustomEvent<RenderTiming>("webaddr:rendered", { detail: timing }));
}

/**
 * While an escape is half typed, the results of the last input that decoded stay on screen,
 * dimmed under a note, rather than blinking away at every keystroke of "\u{200B}"; so do they
 * while the results worker computes a long input's (with a note saying so).
 */
let resultsShown = false;

function markStale(why: string | undefined): void {
  for (const panel of [byId("comparison"), byId("tree")]) panel.classList.toggle("stale", why !== undefined);
  const note = byId("stale-note");
  note.hidden = why === undefined;
  if (why !== undefined && note.textContent !== why) note.textContent = why;
}

const HALF_TYPED_ESCAPE = "The results below are for the last valid input: finish or fix the escape above to update them.";

/** The sibling lists of the tree the reader drew more of ("show more", render-tree.ts), kept across re-renders. */
const treeWindows: TreeWindows = new Map();

/** The results worker: a newer request waits for a long input's results (a second or two) rather than restarting it, and its loaded tables and overlay. */
const results = workerClient<ResultsWorkerRequest, ResultsAnswer>(new URL("./results-worker.js", import.meta.url), "results", false);

/** What the state asks to compute, once its fields decode (their problems are shown under them either way). */
interface Prepared {
  readonly request: ResultsRequest;
  readonly overlay: OverlayColumn;
  /** Which column the tree panel shows, and the note in its place when it shows none. */
  readonly treeNote: string | undefined;
}

function prepareResults(): Prepared | undefined {
  const url = decodeField(state.url, state.escaped);
  const base = decodeField(state.base, state.escaped);
  showFieldProblem("url-problem", state.url, url);
  showFieldProblem("base-problem", state.base, base);
  if (!url.ok || !base.ok) {
    if (resultsShown) markStale(HALF_TYPED_ESCAPE);
    else {
      const waiting = h("p", { class: "note" }, "Fix the escape above to see the results.");
      replaceChildren(byId("comparison"), waiting);
      replaceChildren(byId("tree"), waiting.cloneNode(true));
    }
    return undefined;
  }
  const overlay = overlayPanel.column(state.overlay);
  const columns = columnsOf(state.variants, overlay.status === "built" ? state.overlay : undefined);
  const tree = columns.includes(state.tree) ? state.tree : undefined;
  const treeNote = tree !== undefined ? undefined : overlay.status === "loading" ? "Loading the overlay…" : "The overlay does not compile: see its errors above.";
  return { request: { url: url.text, base: base.text, encoding: state.encoding, columns: columnNames(columns), tree: tree === undefined ? undefined : columnNames([tree])[0] }, overlay, treeNote };
}

/** Draws the comparison table of computed results; returns how long that took. */
function drawComparison(prepared: Prepared, computed: ComputedResults): number {
  const started = performance.now();
  const comparison = byId("comparison");
  const focus = comparisonPlace.read();
  const { columns } = prepared.request;
  // The overlay's column while it is loading or does not compile: compared with its base meanwhile.
  const reference = (columns as readonly string[]).includes(state.reference) ? state.reference : (state.overlay?.base ?? DEFAULT_VARIANT);
  replaceChildren(
    comparison,
    renderComparison(computed.reports, {
      reference,
      differencesOnly: state.differencesOnly,
      pair,
      hasErrorPositions,
      onChooseReference: (variant) => show({ ...state, reference: variant }),
      onChoosePair: (variant) => {
        pair = variant;
        commitNow();
      },
    }),
  );
  comparisonPlace.restore(focus);
  comparison.classList.remove("stale");
  return performance.now() - started;
}

/** Draws the production tree of computed results (the results are then all drawn); returns how long that took. */
function drawTree(prepared: Prepared, computed: ComputedResults): number {
  const started = performance.now();
  const tree = byId("tree");
  const focus = treePlace.read();
  const treeVariant = prepared.request.tree;
  if (treeVariant !== undefined && computed.tree !== undefined) replaceChildren(tree, renderTree(prepared.request.url, treeVariant, computed.tree, hasErrorPositions(treeVariant), treeWindows));
  else replaceChildren(tree, h("p", { class: "note" }, prepared.treeNote ?? ""));
  treePlace.restore(focus);
  resultsShown = true;
  markStale(undefined);
  return performance.now() - started;
}

/** Counts the drawings begun: a tree drawn a task after its table is not drawn once a later drawing has begun. */
let drawings = 0;

/**
 * The results of the state: computed on the page, or by the worker while the page stays free;
 * signalled when drawn. A long input's table and tree are drawn in two tasks, so that neither
 * holds the main thread for long.
 */
function renderResults(): void {
  const started = performance.now();
  const drawing = ++drawings;
  const prepared = prepareResults();
  if (prepared === undefined) {
    const ms = performance.now() - started;
    signalRendered({ computeMs: 0, computedIn: "page", comparisonMs: 0, treeMs: 0, mainThreadMs: ms, longestTaskMs: ms, totalMs: ms });
    return;
  }
  if (prepared.request.url.length + prepared.request.base.length <= DRAW_AT_ONCE_LIMIT) {
    const computed = computeResults(prepared.request);
    const comparisonMs = drawComparison(prepared, computed);
    const treeMs = drawTree(prepared, computed);
    const ms = performance.now() - started;
    signalRendered({ computeMs: computed.ms, computedIn: "page", comparisonMs, treeMs, mainThreadMs: ms, longestTaskMs: ms, totalMs: ms });
    return;
  }
  const preparedMs = performance.now() - started;
  if (resultsShown) markStale(`Computing the results for ${characterCount(prepared.request.url.length)}… the results below are for the previous input.`);
  results.send({ request: prepared.request, ...(prepared.overlay.status === "built" ? { overlay: prepared.overlay.worker } : {}) }).then(
    (sent) => {
      // Superseded by a later input: its own reply will be drawn.
      if (sent === undefined) return;
      // The worker's reports with their long strings put back, and its tree unpacked as it is read.
      const computed = { reports: restoreStrings(sent.reports) as VariantReport[], tree: sent.tree === undefined ? undefined : unpackTreeResult(sent.tree), ms: sent.ms };
      const comparisonMs = drawComparison(prepared, computed);
      // The tree in a task of its own, after the frame that shows the table.
      const drawTreeTask = (): void => {
        if (drawing !== drawings) return;
        const treeMs = drawTree(prepared, computed);
        signalRendered({
          computeMs: computed.ms,
          computedIn: "worker",
          comparisonMs,
          treeMs,
          mainThreadMs: preparedMs + comparisonMs + treeMs,
          longestTaskMs: Math.max(preparedMs, comparisonMs, treeMs),
          totalMs: performance.now() - started,
        });
      };
      requestAnimationFrame(() => setTimeout(drawTreeTask, 0));
    },
    (error: unknown) => {
      markStale(undefined);
      replaceChildren(byId("comparison"), h("p", { class: "note" }, displayedText(`The results could not be computed: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again.`)));
      replaceChildren(byId("tree"));
    },
  );
}

/** Beside "link to this view": what to do instead when the view is too long for a link. */
function showLinkTooLong(fragmentLength: number | undefined): void {
  const linkNote = byId("link-too-long");
  linkNote.hidden = fragmentLength === undefined;
  if (fragmentLength === undefined) return;
  const status = h("span", { class: "copy-status" });
  const copy = h("button", { class: "copy-input", attrs: { type: "button" } }, "copy the input instead");
  copy.addEventListener("click", () =>
    copyText(form.url.value, status, " Copied the URL field.", " Copying failed: select the URL field and copy it, or save it to a file."),
  );
  replaceChildren(
    linkNote,
    `The input is too long for a link (it would be ${characterCount(fragmentLength)}; links stop working beyond about ${characterCount(MAX_FRAGMENT_LENGTH)}). `,
    copy,
    status,
  );
}

/**
 * The fragment follows the state, unless it would be too long for a link: then the address
 * keeps no fragment (an older, shorter one would reload a different input than the one shown)
 * and "link to this view" says so. A page opened from such a link keeps it.
 */
function writeFragment(): void {
  let fragment = stateToFragment(state, packedOverlay(state.overlay?.text), packedCorpus(state.corpus?.kind === "text" ? state.corpus.text : undefined));
  // Corpus panel: a pasted corpus too long for a link is left out of it (the panel offers a file instead).
  if (fragment.length > MAX_FRAGMENT_LENGTH && state.corpus?.kind === "text") {
    const { corpus: _left, ...rest } = state;
    corpusPanel.linkTooLong(fragment.length, MAX_FRAGMENT_LENGTH);
    fragment = stateToFragment(rest, packedOverlay(state.overlay?.text));
  } else corpusPanel.linkTooLong(undefined, MAX_FRAGMENT_LENGTH);
  const permalink = byId<HTMLAnchorElement>("permalink");
  if (fragment.length > MAX_FRAGMENT_LENGTH) {
    if (location.hash !== "" && location.hash !== fragment) history.replaceState(null, "", location.pathname + location.search);
    permalink.removeAttribute("href");
    showLinkTooLong(fragment.length);
    return;
  }
  if (location.hash !== fragment) {
    history.replaceState(null, "", fragment);
    // "Link copied" was about the link before this change.
    byId("copy-link-status").textContent = "";
  }
  permalink.href = fragment;
  showLinkTooLong(undefined);
}

/** "copy link": the address of this view onto the clipboard, and a word that it is there (or why not). */
function copyLink(): void {
  const status = byId("copy-link-status");
  const permalink = byId<HTMLAnchorElement>("permalink");
  if (!permalink.hasAttribute("href")) {
    status.textContent = "No link: this view is too long for one (see beside).";
    return;
  }
  copyText(permalink.href, status, "Link copied.", "Copying failed: the browser refused. Copy the address bar instead.");
}

function commit(): void {
  if (needsEncodingTables(state.encoding) && !encodingTablesReady()) {
    // A legacy encoding's first use: its tables load (once), then the results are drawn.
    loadEncodingTables().then(
      () => commitNow(),
      (error: unknown) => replaceChildren(byId("comparison"), h("p", { class: "note" }, `The legacy encodings' tables could not be loaded: ${String(error)}. Reload the page to try again.`)),
    );
    return;
  }
  writeFragment();
  renderResults();
}

/**
 * Makes next the page's state: the form at once; the fragment and the results at once too,
 * unless typing made it and the input is long, when they wait for typing to pause.
 */
function show(next: PageState, typing = false): void {
  state = normalizeState(fitTextFields(next, encodeEscapes), variantIds, DEFAULT_VARIANT, overlayBases, DEFAULT_VARIANT_IDS);
  writeForm(form, state);
  overlayPanel.write(state.overlay);
  corpusPanel.write(state.corpus);
  clearTimeout(pause);
  if (typing && state.url.length + state.base.length > DRAW_AT_ONCE_LIMIT) pause = setTimeout(commit, TYPING_PAUSE_MS);
  else commit();
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
    show({ ...readPage(), url: encodeEscapes(form.url.value), base: encodeEscapes(form.base.value) });
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
  show({ ...readPage(), url: url.text, base: base.text });
}

buildForm(
  form,
  variantIds.map((id) => ({ id, title: isVariantId(id) ? VARIANTS[id].title : id, validity: VALIDITY_VARIANT_IDS.some((v) => v === id) })),
  DOCUMENT_ENCODINGS.map((encoding) => encoding.name),
);
replaceChildren(byId("example-list"), renderExamples(EXAMPLES, defaults));

byId("controls").addEventListener("input", (event) => {
  if (event.target === form.escaped) toggleEscaped();
  else show(readPage(), event.target === form.url || event.target === form.base || event.target === form.encoding);
});
byId("controls").addEventListener("submit", (event) => event.preventDefault());
form.tree.addEventListener("input", () => show(readPage()));

/** Shows the state a fragment describes (a compressed overlay in it is expanded first). */
async function showFragment(fragment: string): Promise<void> {
  const { fragment: expanded, problems } = await expandPackedTexts(fragment);
  const next = stateFromFragment(expanded, defaults);
  // A link in a legacy encoding: its results come with the page's first drawing, not after.
  if (needsEncodingTables(next.encoding)) await loadEncodingTables().catch(() => undefined);
  show(next);
  // What the link lost (a damaged overlay or corpus): said above the results, until another link is shown.
  const notice = byId("link-notice");
  replaceChildren(notice, ...problems.map((p) => h("p", {}, p)));
  notice.hidden = problems.length === 0;
  // Corpus panel: a link with a corpus runs it, so that it shows the same matrix.
  if (state.corpus !== undefined) corpusPanel.run();
}

/** Set by a click on an example: its results are scrolled into view once shown (the list is at the page's foot). */
let revealResults = false;

byId("example-list").addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='#']") : null;
  if (link === null) return;
  // The same fragment as now: no hashchange will come, the view is already this example's.
  if (link.hash === location.hash) scrollToResults();
  else revealResults = true;
});
byId("copy-link").addEventListener("click", copyLink);

window.addEventListener("hashchange", () => {
  void showFragment(location.hash).then(() => {
    if (revealResults) scrollToResults();
    revealResults = false;
  });
});
void showFragment(location.hash).then(() => {
  document.documentElement.dataset["ready"] = "true";
});
