// Preloaded (node --require) into a measured child process: on exit, its peak resident set size
// and the CPU time it spent (user + system, its own threads included), as the last line on
// standard error: `peak-rss-kb <n> cpu-us <n>` (child-process.ts reads it). Plain CommonJS, so it
// loads before and without tsx.
process.on("exit", () => {
  const usage = process.resourceUsage();
  process.stderr.write(`\npeak-rss-kb ${usage.maxRSS} cpu-us ${usage.userCPUTime + usage.systemCPUTime}\n`);
});
