/**
 * The page with a long input, in Chromium: a keystroke in a 100 KB URL
 * is timed inside the page, the elements drawn are counted, a half-typed escape keeps the last
 * table, and a view too long for a link says so.
 *
 * What a keystroke costs the page's main thread, all with performance.now() inside the page:
 *   handler  — from the keystroke's input event reaching the window (capture) to its end
 *              (bubbling back to the window): the page's input handler, which only updates the
 *              state and schedules the drawing;
 *   drawing  — the page's own part of drawing the results (main.ts's RenderTiming.mainThreadMs):
 *              reading the fields, then the comparison table and the production tree, once the
 *              results worker has computed them (a long input's library time is spent there, off
 *              the main thread: RenderTiming.computeMs, reported);
 *   layout   — the style and layout that drawing costs, forced right after it.
 * Also reported: the longest task the main thread ran meanwhile (the Long Tasks API's entries, 50 ms
 * and up: a task that long is a frame the page could not answer in), and the time from the
 * keystroke to the results drawn — the pause the page waits for typing to stop (TYPING_PAUSE_MS)
 * plus the worker's computing, during which the page answers input.
 * Not counted: the browser's own editing of a 100 KB text field before the input event.
 */
import { expect } from "chai";
import type { Page } from "playwright-core";
import { CHROMIUM, requireSystemProgram } from "../support/system-program.js";
import { openPage, startPageSession, type PageSession } from "./support/page-session.js";
import { strip } from "./support/page-snapshot.js";
import { axeViolations, describeViolations } from "./support/axe.js";
// The page's completion signal (a type only: main.ts itself runs in the browser).
import type { RenderTiming } from "../../src/web/main.js";

interface KeystrokeTiming {
  readonly handlerMs: number;
  readonly render: RenderTiming;
  readonly layoutMs: number;
  /** From the keystroke's input event to the results drawn. */
  readonly latencyMs: number;
  /** The longest main-thread task meanwhile (0: none reached 50 ms). */
  readonly longestTaskMs: number;
}

interface Probe {
  inputStart: number;
  inputEnd: number;
  layoutMs: number;
  drawnAt: number;
  render: RenderTiming | null;
  longTasks: number[];
}

/** A URL of about length characters, all of it one long path. */
function longUrl(length: number): string {
  const head = "http://example.com/";
  return head + "a/".repeat(Math.max(0, Math.floor((length - head.length) / 2)));
}

function renders(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.documentElement.dataset["rendered"] ?? "0"));
}

async function waitForRenderAfter(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => Number(document.documentElement.dataset["rendered"] ?? "0") > n, count, { timeout: 120_000 });
}

/** Fills the URL field (one input event) and waits for the results to be drawn. */
async function fillUrl(page: Page, url: string): Promise<void> {
  const before = await renders(page);
  await page.fill("#url", url);
  await waitForRenderAfter(page, before);
}

/** Types one character at the end of the URL field and times it, as the header says. */
async function timeKeystroke(page: Page, key: string): Promise<KeystrokeTiming> {
  await page.evaluate(() => {
    const probe: Probe = { inputStart: 0, inputEnd: 0, layoutMs: 0, drawnAt: 0, render: null, longTasks: [] };
    const target = window as unknown as { probe?: Probe };
    if (target.probe === undefined) {
      window.addEventListener("input", () => (target.probe!.inputStart = performance.now()), { capture: true });
      window.addEventListener("input", () => (target.probe!.inputEnd = performance.now()));
      document.addEventListener("webaddr:rendered", (event) => {
        const started = performance.now();
        void document.body.offsetHeight;
        target.probe!.layoutMs = performance.now() - started;
        target.probe!.drawnAt = performance.now();
        target.probe!.render = (event as CustomEvent<RenderTiming>).detail;
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) target.probe!.longTasks.push(entry.duration);
      }).observe({ type: "longtask" });
    }
    target.probe = probe;
  });
  const before = await renders(page);
  await page.focus("#url");
  await page.keyboard.press("End");
  await page.keyboard.type(key);
  await waitForRenderAfter(page, before);
  // Long-task entries are delivered after the task: give the observer a moment.
  await page.waitForTimeout(100);
  const probe = await page.evaluate(() => (window as unknown as { probe: Probe }).probe);
  expect(probe.render, "the page reported its drawing").to.not.equal(null);
  return {
    handlerMs: probe.inputEnd - probe.inputStart,
    render: probe.render!,
    layoutMs: probe.layoutMs,
    latencyMs: probe.drawnAt - probe.inputStart,
    longestTaskMs: Math.max(0, ...probe.longTasks),
  };
}

function describeTiming(length: number, timing: KeystrokeTiming): string {
  const r = timing.render;
  const main = timing.handlerMs + r.mainThreadMs + timing.layoutMs;
  return (
    `${length.toLocaleString("en")} characters: main thread ${main.toFixed(1)} ms = handler ${timing.handlerMs.toFixed(1)}` +
    ` + drawing ${r.mainThreadMs.toFixed(1)} (comparison ${r.comparisonMs.toFixed(1)}, tree ${r.treeMs.toFixed(1)}: its longest task ${r.longestTaskMs.toFixed(1)}) + layout ${timing.layoutMs.toFixed(1)};` +
    ` library ${r.computeMs.toFixed(1)} in the ${r.computedIn}; longest task ${timing.longestTaskMs.toFixed(0)} ms; keystroke to drawn ${timing.latencyMs.toFixed(0)} ms`
  );
}

function elementCount(page: Page, selector: string): Promise<number> {
  return page.$eval(selector, (element) => element.querySelectorAll("*").length);
}

describe("web: a long input (Chromium)", function () {
  this.timeout(240_000);
  const chromium = requireSystemProgram(CHROMIUM, "the page's browser test");
  let session: PageSession;

  before(async function () {
    session = await startPageSession(chromium());
  });

  after(async function () {
    await session?.close();
  });

  const open = async (fragment = ""): Promise<Page> => {
    const page = await openPage(session, fragment);
    await page.setViewportSize({ width: 1440, height: 900 });
    return page;
  };

  it("times a keystroke at 500 characters, 10 KB and 100 KB: the main thread's part stays near 50 ms, the library runs in the worker", async () => {
    const page = await open();
    for (const length of [500, 10_000, 100_000]) {
      await fillUrl(page, longUrl(length));
      // Three keystrokes, as typing goes on: the one with the median main-thread time is reported
      // (the first after a fill still runs code the engine has not optimized yet).
      const timings: KeystrokeTiming[] = [];
      for (const key of ["b", "c", "d"]) timings.push(await timeKeystroke(page, key));
      const mainThread = (t: KeystrokeTiming): number => t.handlerMs + t.render.mainThreadMs + t.layoutMs;
      const timing = [...timings].sort((x, y) => mainThread(x) - mainThread(y))[1]!;
      console.log(`      ${describeTiming(length, timing)}`);
      // A long input's library time is spent in the results worker, not on the page.
      expect(timing.render.computedIn, `${length}: where the library ran`).to.equal("worker");
      // The keystroke itself only updates the state: typing never waits for the drawing.
      expect(timing.handlerMs, `${length}: input handler`).to.be.at.most(50);
      // The page's own part (the goal is 50 ms; 15–40 ms on an idle machine at 100 KB): the
      // bound asserted is looser, since CI machines are shared and a test must not fail on a busy
      // one — a page that computed on the main thread took over a second at 100 KB, one that drew
      // every character 11 to 23 seconds.
      expect(timing.render.mainThreadMs + timing.layoutMs, `${length}: drawing and layout on the main thread`).to.be.at.most(250);
    }
    // For a reader to look at: the windowed strips and cells at 1440×900.
    await page.screenshot({ path: "/tmp/long-100k.png" });
    await page.locator('td[data-field=resolved][data-variant="html5-2009"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/long-100k-cells.png" });
    await page.locator("#tree").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/long-100k-tree.png" });
  });

  it("draws a 100 KB input with a bounded number of elements, on a page of reasonable height", async () => {
    const page = await open();
    const url = longUrl(100_000);
    await fillUrl(page, url);
    const comparison = await elementCount(page, "#comparison");
    const tree = await elementCount(page, "#tree");
    const treeStrip = await elementCount(page, "#tree .strip");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`      100 KB: ${comparison} elements in #comparison, ${tree} in #tree (${treeStrip} in its strip), page ${height} px tall`);
    expect(comparison).to.be.below(5_000);
    expect(treeStrip).to.be.below(500);
    // The tree's nodes are capped by render-tree.ts (MAX_TREE_NODES, several elements each).
    expect(tree).to.be.below(50_000);
    expect(height).to.be.below(20_000);

    // The strip: a window of characters, each left-out run one element, together the whole input.
    const drawn = await strip(page, 'td[data-field=spans][data-variant="html5-2009"]');
    expect(drawn.characters.length).to.be.below(300);
    expect(drawn.elided.length).to.be.greaterThan(0);
    for (const run of drawn.elided) expect(run.text).to.match(/^… [\d,]+ characters …$/);
    const pieces = [...drawn.characters.filter((c) => !c.classes.includes("end")), ...drawn.elided].sort((a, b) => a.start - b.start);
    let offset = 0;
    for (const piece of pieces) {
      expect(piece.start, "no gap and no overlap").to.equal(offset);
      offset = piece.end;
    }
    expect(offset).to.equal(url.length);
    // The component boundaries are drawn: the host's, and the path's start.
    expect(drawn.characters.filter((c) => c.classes.includes("c-host")).map((c) => c.text).join("")).to.equal("example.com");
    expect(drawn.characters.find((c) => c.start === 18)?.classes).to.include("c-path");
    expect(drawn.elided.every((run) => run.classes.includes("c-path")), "a run inside the path keeps its colour").to.equal(true);

    // A long value: head … tail, with its length; "show all" draws the rest on demand.
    const path = 'td[data-field=component-path][data-variant="html5-2009"]';
    const cellText = (await page.textContent(path)) ?? "";
    expect(cellText.length).to.be.below(1_000);
    expect(cellText).to.include("characters");
    await page.click(`${path} button:has-text("show all")`);
    expect(await page.$eval(`${path} .value`, (e) => e.textContent)).to.equal(url.slice(18));

    // A long node's text is its head … tail; its 50,000 segments are drawn a hundred at a time.
    const pathNode = page.locator('#tree details.node[data-rule="path_abempty"]').first();
    const label = (await pathNode.locator(":scope > summary .match").textContent()) ?? "";
    expect(label.length).to.be.below(200);
    expect(label).to.match(/^\/a\/a.*… [\d,]+ characters ….*a\/b?$/);
    const more = pathNode.locator(":scope > ul > li > .more");
    // One segment after each "/" of the path: the 101st starts at 19 + 2 × 100.
    const segmentCount = url.slice(18).split("/").length - 1;
    expect(await more.textContent()).to.equal(`${(segmentCount - 100).toLocaleString("en")} more nodes here (segment at [219, …)): show the next 100`);
    const segments = ':scope > ul > li > [data-rule="segment"]';
    expect(await pathNode.locator(segments).count()).to.equal(100);
    await more.focus();
    await page.keyboard.press("Enter");
    expect(await pathNode.locator(segments).count(), "Enter on it draws the next hundred").to.equal(200);
    expect(await page.evaluate(() => document.activeElement?.closest(".node")?.getAttribute("data-start")), "focus goes to the first of them").to.equal("219");
    expect(await pathNode.locator(":scope > ul > li > .more").textContent()).to.include(`${(segmentCount - 200).toLocaleString("en")} more nodes`);
    // A re-render keeps what the reader drew.
    const before = await renders(page);
    await page.focus("#url");
    await page.keyboard.press("End");
    await page.keyboard.type("c");
    await waitForRenderAfter(page, before);
    expect(await page.locator('#tree details.node[data-rule="path_abempty"]').first().locator(segments).count()).to.equal(200);

    // The windowed tree and cells, "show more" items included: nothing serious for axe-core.
    const blocking = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(blocking, describeViolations(blocking)).to.deep.equal([]);

    // Hovering a tree node whose range was left out redraws the strip around it.
    const start = 19 + 2 * 60;
    await page.locator(`#tree .node[data-start="${start}"]`).first().dispatchEvent("mouseover");
    const lit = (await strip(page, "#tree")).characters.filter((c) => c.classes.includes("tree-hover"));
    expect(lit.map((c) => c.start)).to.include(start);
  });

  it("keeps the last table, marked stale, while an escape is half typed", async () => {
    const page = await open();
    await page.check("#escaped");
    await fillUrl(page, "http://a/x");
    const cellsBefore = await page.$$eval("#comparison td.cell", (tds) => tds.length);
    expect(cellsBefore).to.be.greaterThan(0);
    await page.focus("#url");
    await page.keyboard.press("End");
    await page.keyboard.type("\\u{20");
    expect(await page.isVisible("#url-problem")).to.equal(true);
    expect(await page.textContent("#url-problem .message")).to.include("offset 10");
    expect(await page.$$eval("#comparison td.cell", (tds) => tds.length), "the last table stays").to.equal(cellsBefore);
    expect(await page.textContent('td[data-field=component-path][data-variant="html5-2009"]')).to.equal("/x");
    expect(await page.getAttribute("#comparison", "class")).to.include("stale");
    expect(await page.getAttribute("#tree", "class")).to.include("stale");
    expect(await page.isVisible("#stale-note")).to.equal(true);
    expect(await page.textContent("#stale-note")).to.include("last valid input");

    await page.keyboard.type("0B}");
    expect(await page.isVisible("#url-problem")).to.equal(false);
    expect(await page.getAttribute("#comparison", "class")).to.not.include("stale");
    expect(await page.isVisible("#stale-note")).to.equal(false);
    expect(await page.textContent('td[data-field=component-path][data-variant="html5-2009"]')).to.equal("/x\\u{200B}");
  });

  it("says when the view is too long for a link, and offers to copy the input instead", async () => {
    const page = await open();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: session.origin });
    await fillUrl(page, "http://example.com/short");
    expect(new URL(page.url()).hash).to.include("short");
    expect(await page.isVisible("#link-too-long")).to.equal(false);

    const url = longUrl(100_000);
    await fillUrl(page, url);
    expect(new URL(page.url()).hash, "no 200 KB fragment, and not the old one either").to.equal("");
    expect(await page.getAttribute("#permalink", "href")).to.equal(null);
    expect(await page.isVisible("#link-too-long")).to.equal(true);
    expect(await page.textContent("#link-too-long")).to.include("too long for a link");
    await page.click("#link-too-long button");
    await page.waitForFunction(() => (document.querySelector("#link-too-long .copy-status")?.textContent ?? "") !== "");
    expect(await page.textContent("#link-too-long .copy-status")).to.include("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(url);

    await fillUrl(page, "http://example.com/again");
    expect(await page.isVisible("#link-too-long")).to.equal(false);
    expect(new URL(page.url()).hash).to.include("again");
    expect(await page.getAttribute("#permalink", "href")).to.equal(new URL(page.url()).hash);
  });

  it("raised no error", () => {
    expect(session.pageErrors).to.deep.equal([]);
  });
});
