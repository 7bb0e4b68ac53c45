// Preloaded (node --require) into a measured child process: on exit, its peak resident set size
// goes to standard error as the last line, `peak-rss-kb <n>` (runCli, child-process.ts, reads it). Plain
// CommonJS, so it loads before and without tsx.
process.on("exit", () => {
  process.stderr.write(`\npeak-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
