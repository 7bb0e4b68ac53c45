/**
 * The corpus panel's running part (a chunk loaded on demand, corpus-panel.ts): reads the corpus
 * (a bundled one, the pasted text, a chosen or dropped file — UTF-8 text read by webaddr
 * compare's line rules, src/compare/text-inputs.ts — or the count and seed of generated inputs),
 * runs it in a Web Worker (corpus-worker.ts) with progress and Cancel (worker-client.ts), and
 * shows the matrix and the clusters (render-clusters.ts); a count opens the list of its inputs,
 * and an input or a cluster's witness opens the single-URL view.
 */
import { compareInputsOfText } from "../compare/text-inputs.js";
import type { CompareInput, CompareInputProblem, CompareSummary } from "../compare/compare-types.js";
import { pairName } from "../compare/format-summary.js";
import { bundledCorpus } from "./corpus-bundled.js";
import { cellKey, type CellClass, type CorpusAnswer, type CorpusPanelOptions, type CorpusRequest, type CorpusSource } from "./corpus-messages.js";
import { byId, h, replaceChildren } from "./dom.js";
import { generatedSettings, type PageCorpus } from "./page-state.js";
import { renderClusters } from "./render-clusters.js";
import { renderCorpusMatrix } from "./render-corpus-matrix.js";
import { displayedText } from "./visible-text.js";
import { workerClient } from "./worker-client.js";

type Item = CompareInput | CompareInputProblem;

/** How many of a cell's inputs are listed at first, and how many more each "show more" adds. */
const LIST_STEP = 50;

function count(n: number): string {
  return n.toLocaleString("en");
}

/** What the worker compares: a corpus's items, read here, or the count and seed of generated inputs (made in the worker); a string says what is wrong. */
async function sourceOf(corpus: PageCorpus): Promise<CorpusSource | string> {
  if (corpus.kind === "generated") {
    const settings = generatedSettings(corpus);
    return settings.ok ? { kind: "generated", count: settings.count, seed: settings.seed } : settings.error;
  }
  const items = corpus.kind === "bundled" ? await bundledCorpus(corpus.name) : compareInputsOfText(corpus.text);
  return items.length === 0 ? "The corpus has no input." : { kind: "items", items };
}

export function createCorpusView(options: CorpusPanelOptions, readCorpus: () => PageCorpus | undefined): { run(): Promise<void>; checkSettings(): void; readFile(f: File): Promise<void> } {
  const text = byId<HTMLTextAreaElement>("corpus-text");
  const source = byId<HTMLSelectElement>("corpus-source");
  const runButton = byId<HTMLButtonElement>("corpus-run");
  const cancelButton = byId<HTMLButtonElement>("corpus-cancel");
  const progress = byId<HTMLProgressElement>("corpus-progress");
  const status = byId("corpus-status");
  const matrix = byId("corpus-matrix");
  const inputs = byId("corpus-inputs");
  const clusters = byId("corpus-clusters");

  // Cancel or a new run terminates a run under way: nothing else would interrupt it.
  const runs = workerClient<CorpusRequest, CorpusAnswer>(new URL("./corpus-worker.js", import.meta.url), "corpus", true);
  /** What the matrix shown was made from (runKey), to say when the page's corpus or settings have changed since. */
  let matrixSettings: string | undefined;
  const staleNote = h("p", { class: "note corpus-stale", attrs: { role: "status" } }, "The corpus, variants, base, encoding or overlay have changed since this matrix was made: run the corpus again to update it.");
  staleNote.hidden = true;
  matrix.before(staleNote);
  // The headline wraps to the window; only the table scrolls sideways.
  const headlineBox = h("div", { class: "corpus-headline-box" });
  matrix.before(headlineBox);

  /**
   * What a matrix is made from: the corpus and the page's settings — but the base field, for
   * generated inputs, which bring their own bases.
   */
  function runKey(): string {
    const corpus = readCorpus();
    const { settings, overlay } = options.settings();
    const { base: _unused, ...withoutBase } = settings;
    return JSON.stringify({ corpus, settings: corpus?.kind === "generated" ? withoutBase : settings, overlay });
  }

  function checkSettings(): void {
    staleNote.hidden = matrixSettings === undefined || matrixSettings === runKey();
  }

  /** The status line, and where the run is (data-corpus on the page's root, for tests and devtools). */
  const say = (message: string, phase?: "running" | "error" | "done" | "cancelled"): void => {
    status.textContent = message;
    if (phase !== undefined) document.documentElement.dataset["corpus"] = phase;
  };

  function stop(): void {
    runs.cancel();
    cancelButton.disabled = true;
    runButton.disabled = false;
    progress.hidden = true;
  }

  function showCell(items: readonly Item[], generated: boolean, summary: CompareSummary, cells: Readonly<Record<string, readonly number[]>>, pairIndex: number, cls: CellClass, heading: string, button: HTMLButtonElement): void {
    const indices = cells[cellKey(pairIndex, cls)] ?? [];
    const pair = summary.pairs[pairIndex];
    for (const b of matrix.querySelectorAll("button[aria-expanded=true]")) b.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-expanded", "true");
    const list = h("ol", { class: "corpus-input-list" });
    let shown = 0;
    const more = h("button", { class: "show-more", attrs: { type: "button" } });
    const showMore = (): void => {
      for (const i of indices.slice(shown, shown + LIST_STEP)) {
        const item = items[i];
        if (item === undefined || !("input" in item)) continue;
        const open = h("button", { class: "open-input", attrs: { type: "button", "data-index": String(i) } }, displayedText(item.input));
        open.addEventListener("click", () => options.openInput(item.input, item.base));
        const base = item.base === null ? " (no base)" : item.base !== undefined ? ` against ${displayedText(item.base)}` : "";
        list.append(h("li", { attrs: { value: String(i + 1) } }, open, base === "" ? null : h("span", { class: "note" }, base)));
      }
      shown = Math.min(indices.length, shown + LIST_STEP);
      more.textContent = `show ${count(Math.min(LIST_STEP, indices.length - shown))} more of ${count(indices.length - shown)}`;
      more.hidden = shown >= indices.length;
    };
    more.addEventListener("click", showMore);
    showMore();
    const title = h("h3", { attrs: { tabindex: "-1" } }, `${pair === undefined ? "" : pairName(pair)}, ${heading}: ${count(indices.length)} inputs (numbered as ${generated ? "generated" : "in the corpus"})`);
    replaceChildren(inputs, title, list, more);
    // The list, not the count pressed, has focus: its first input is the next Tab stop.
    title.focus();
  }

  /** Counts runs, so that a run whose corpus is still loading when another starts gives way. */
  let started = 0;

  /** No matrix: what was shown is gone, and the status says why. */
  function showNothing(message: string): void {
    say(message);
    replaceChildren(matrix);
    replaceChildren(headlineBox);
    replaceChildren(clusters);
  }

  async function run(): Promise<void> {
    stop();
    const runNumber = ++started;
    replaceChildren(inputs);
    const corpus = readCorpus();
    if (corpus === undefined) {
      showNothing("No corpus: paste URLs, choose a file, pick a bundled corpus, or generate inputs.");
      return;
    }
    let source: CorpusSource | string;
    try {
      source = await sourceOf(corpus);
    } catch (e) {
      say(`The corpus did not load: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (runNumber !== started) return;
    if (typeof source === "string") {
      showNothing(source);
      return;
    }
    const total = source.kind === "items" ? source.items.length : source.count;
    // What the matrix will have been made from, as it is when the run starts.
    const key = runKey();
    const { settings, overlay } = options.settings();
    runButton.disabled = true;
    cancelButton.disabled = false;
    progress.max = total;
    progress.value = 0;
    progress.hidden = false;
    say(`0 of ${count(total)} inputs`, "running");
    let answer: CorpusAnswer | undefined;
    try {
      answer = await runs.send({ source, settings, ...(overlay === undefined ? {} : { overlay }) }, ({ done, total, of }) => {
        progress.max = total;
        progress.value = done;
        say(of === "witnesses" ? `shrinking the clusters' witnesses: ${count(done)} of ${count(total)}` : `${count(done)} of ${count(total)} inputs`);
      });
    } catch (e) {
      stop();
      say(`The corpus did not run: ${e instanceof Error ? e.message : String(e)}`, "error");
      return;
    }
    // Cancelled, or superseded by a later run.
    if (answer === undefined) return;
    stop();
    const { summary, cells } = answer;
    const items = answer.generated ?? (source.kind === "items" ? source.items : []);
    const generated = source.kind === "generated";
    matrixSettings = key;
    checkSettings();
    const shown = renderCorpusMatrix(summary, (pairIndex, cls, heading, button) => showCell(items, generated, summary, cells, pairIndex, cls, heading, button));
    replaceChildren(headlineBox, shown.headline, shown.legend);
    replaceChildren(matrix, shown.table);
    replaceChildren(clusters, renderClusters(summary, (input, base) => options.openInput(input, base ?? null)));
    const what = source.kind === "generated" ? `generated inputs (seed ${source.seed})` : "inputs";
    say(`${count(summary.inputs)} ${what} through ${summary.variants.length} variants in ${(answer.ms / 1000).toFixed(1)} s: ${count(summary.clusters?.length ?? 0)} clusters.`, "done");
    document.documentElement.dataset["corpusMs"] = answer.ms.toFixed(0);
  }

  async function readFile(f: File): Promise<void> {
    let content: string;
    try {
      content = new TextDecoder("utf-8", { fatal: true }).decode(await f.arrayBuffer());
    } catch {
      say(`${f.name} is not UTF-8 text: the corpus is read as UTF-8, one URL a line or JSON Lines.`);
      return;
    }
    source.value = "";
    text.disabled = false;
    text.value = content;
    say(`Read ${f.name}: ${count(compareInputsOfText(content).length)} inputs. Run the corpus to see the matrix.`);
    options.onChange();
  }

  cancelButton.addEventListener("click", () => {
    stop();
    say("Cancelled.", "cancelled");
  });

  return { run, checkSettings, readFile };
}
