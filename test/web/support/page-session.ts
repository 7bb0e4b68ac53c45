/**
 * The browser tests' fixture: the page built once per run (sharedWebBuild), served in-process on
 * 127.0.0.1 (a free port), and the system's Chromium driven by playwright-core: never downloads a
 * browser (test/support/system-program.ts finds one: CHROMIUM_PATH, else chromium on PATH, ...).
 * Records every request the page makes, so tests can check that all stay on the page's origin.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { buildWeb, type WebBuild } from "../../../scripts/build-web.js";
import { startStaticServer, type StaticServer } from "../../../scripts/serve-web.js";
import { writeOutput } from "../../../scripts/write-output.js";
import { CHROMIUM, missingProgramMessage } from "../../support/system-program.js";

/** Flags for a headless Chromium with no network of its own (--no-sandbox: it may run as root, in a container). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface PageSession {
  readonly origin: string;
  readonly url: string;
  readonly build: WebBuild;
  readonly browser: Browser;
  /** Every URL any page of the session requested, in order. */
  readonly requests: string[];
  /** Uncaught exceptions and console errors of any page. */
  readonly pageErrors: string[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The page built once per test run, whichever file or parallel worker asks first, into the run's
 * cache folder (WEBADDR_CACHE_DIR, test/support/isolated-cache.ts): the first asker takes the
 * folder's lock (mkdir is atomic), builds, and writes the build's description last; the others
 * wait for that file. Without a run's cache folder (a file run outside mocha's config), each
 * session builds its own.
 */
async function sharedWebBuild(ownFolder: string): Promise<WebBuild> {
  const cache = process.env.WEBADDR_CACHE_DIR;
  if (cache === undefined || cache === "") return buildWeb(ownFolder);
  const folder = join(cache, "web-build");
  const described = join(cache, "web-build.json");
  try {
    mkdirSync(`${folder}.lock`);
  } catch {
    for (let waited = 0; !existsSync(described); waited += 100) {
      if (waited > 120_000) throw new Error(`the page's shared build (${folder}) did not finish within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const shared = JSON.parse(readFileSync(described, "utf8")) as WebBuild | { failed: string };
    if ("failed" in shared) throw new Error(`the page's shared build failed: ${shared.failed}`);
    return shared;
  }
  // Written whole, then renamed: a waiting worker never reads half of it.
  const write = (value: WebBuild | { failed: string }): void => writeOutput(described, JSON.stringify(value));
  try {
    const build = await buildWeb(folder);
    write(build);
    return build;
  } catch (e) {
    write({ failed: String(e) });
    throw e;
  }
}

/**
 * Builds (once per run: sharedWebBuild) and serves the page and launches Chromium: the
 * executable at chromiumPath (from requireSystemProgram(CHROMIUM, ...) in the describe block), or
 * else the one CHROMIUM finds.
 */
export async function startPageSession(chromiumPath?: string): Promise<PageSession> {
  if (chromiumPath === undefined) {
    const lookup = CHROMIUM.find();
    if (!lookup.found) throw new Error(missingProgramMessage(CHROMIUM, "the browser tests", lookup.why));
    chromiumPath = lookup.path;
  }
  const temp = mkdtempSync(join(tmpdir(), "webaddr-web-"));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(temp, { recursive: true, force: true })];
  const closeAll = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // Closing the rest matters more than one failure to close.
      }
    }
  };
  try {
    const build = await sharedWebBuild(join(temp, "site"));
    const server: StaticServer = await startStaticServer(build.outDir, 0);
    cleanups.push(() => server.close());
    const userDataDir = join(temp, "profile");
    // A persistent context is how playwright gives Chromium a --user-data-dir: a fresh one per run.
    const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1400, height: 1000 },
    });
    cleanups.push(() => context.close());
    const requests: string[] = [];
    const pageErrors: string[] = [];
    context.on("request", (request) => requests.push(request.url()));
    context.on("page", (page) => {
      page.on("pageerror", (error) => pageErrors.push(String(error)));
      page.on("console", (message) => {
        if (message.type() === "error") pageErrors.push(message.text());
      });
    });
    const browser = context.browser();
    const origin = new URL(server.url).origin;
    // launchPersistentContext opens one blank page; the tests open their own.
    for (const page of context.pages()) await page.close();
    return {
      origin,
      url: server.url,
      build,
      browser: browser as Browser,
      requests,
      pageErrors,
      newPage: () => context.newPage(),
      close: closeAll,
    };
  } catch (e) {
    await closeAll();
    throw e;
  }
}

/** Opens the page at fragment and waits until main.ts has rendered. */
export async function openPage(session: PageSession, fragment = ""): Promise<Page> {
  const page = await session.newPage();
  await page.goto(session.url + fragment);
  await page.waitForSelector("html[data-ready=true]");
  return page;
}
