"""webaddr compare on Apache Spark (PySpark).

    python3 scripts/spark/compare.py INPUT --out DIR [--format auto|lines|jsonl|parquet] [--column url]
        [--variants a,b] [--base URL] [--encoding E] [--examples N] [--master local[2]] [--webaddr CMD]

Reads INPUT (a file or folder: one URL a line, JSON Lines as `webaddr compare` reads them, or
Parquet with the URLs in --column), gives every input its place in INPUT (each partition's size is
counted first: index from 0, line from 1, so that one text file's inputs keep their line numbers), and pipes each partition
through `webaddr compare --offset N --changed --jsonl --summary FILE` on the executors. Writes
the records of the inputs on which the variants do not all agree to DIR/records/ (part files,
in input order) and the merge of the partitions' summaries, made by `webaddr compare merge` on the
driver, to DIR/summary.json: the file one `webaddr compare --summary` over the same inputs
writes. docs/scale.md: running it on a cluster, and what it costs.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import resource
import sys
import tempfile
import time
from typing import Iterator

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from webaddr_spark import DEFAULT_WEBADDR, count_partition, cpu_seconds, run_webaddr, start_job, write_text  # noqa: E402

# Summary files merged by one `webaddr compare merge` (merges compose: more are merged in rounds).
MERGE_BATCH = 256


def input_format(path: str, given: str, column: str | None) -> str:
    """--format, or from the name: Parquet (a .parquet name, a folder of them, or --column), JSON
    Lines (.jsonl, .ndjson), else one URL a line."""
    if given != "auto":
        return given
    name = path.rstrip("/").lower()
    if column is not None or name.endswith(".parquet") or (os.path.isdir(path) and any(f.endswith(".parquet") for f in os.listdir(path))):
        return "parquet"
    return "jsonl" if name.endswith((".jsonl", ".ndjson")) else "lines"


def read_lines(spark, path: str, fmt: str, column: str):
    """The inputs as the lines webaddr compare reads: a text's lines as they are (split at "\\n"
    only, as webaddr splits them), a Parquet column's values as JSON Lines ({"input": …}: a value
    may hold any character)."""
    if fmt == "parquet":
        return spark.read.parquet(path).select(column).rdd.map(lambda row: json.dumps({"input": row[0]}, ensure_ascii=False))
    return spark.read.option("lineSep", "\n").text(path).rdd.map(lambda row: row[0])


def compare_partition(webaddr: str, args: list[str], starts: list[int]):
    def run(partition: int, lines: Iterator[str]) -> Iterator[tuple[str, str]]:
        before_children = resource.getrusage(resource.RUSAGE_CHILDREN)
        before_self = resource.getrusage(resource.RUSAGE_SELF)
        with tempfile.TemporaryDirectory(prefix="webaddr-compare-") as folder:
            summary = os.path.join(folder, "summary.json")
            held = None
            # --offset: the index of the partition's first input in INPUT. Status 1: some input line
            # could not be read (a problem record, counted in the summary).
            for line in run_webaddr(webaddr, ["compare", "--jsonl", "--changed", "--workers", "0", "--offset", str(starts[partition]), "--summary", summary, *args, "-"], lines, ok=(0, 1)):
                if held is not None:
                    yield ("record", held)
                held = line
            # held is the {"summary": …} line --jsonl ends with: the summary is the file's.
            with open(summary, encoding="utf-8") as f:
                yield ("summary", f.read().strip())
        spent = {"webaddr": cpu_seconds(before_children, resource.getrusage(resource.RUSAGE_CHILDREN)), "python": cpu_seconds(before_self, resource.getrusage(resource.RUSAGE_SELF))}
        yield ("cost", json.dumps(spent))

    return run


def merge_summaries(summaries: list[str]) -> str:
    """The merge of the summaries' texts by `webaddr compare merge`, in rounds of MERGE_BATCH files."""
    with tempfile.TemporaryDirectory(prefix="webaddr-merge-") as folder:
        texts = summaries
        while True:
            files = []
            for i, text in enumerate(texts):
                files.append(os.path.join(folder, f"{len(files)}-{i}.json"))
                with open(files[-1], "w", encoding="utf-8") as f:
                    f.write(text)
            merged = ["\n".join(run_webaddr(DEFAULT_WEBADDR, ["compare", "merge", *files[i : i + MERGE_BATCH]], [])) for i in range(0, len(files), MERGE_BATCH)]
            for f in files:
                os.remove(f)
            if len(merged) == 1:
                return merged[0]
            texts = merged


def jvm_cpu_seconds(spark) -> float:
    """The driver's JVM's CPU time (in local mode the executors' too), from Linux's /proc; 0 elsewhere."""
    pid = spark.sparkContext._jvm.java.lang.ProcessHandle.current().pid()
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    # utime and stime, fields 14 and 15 of proc(5), in clock ticks.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="scripts/spark/compare.py", description="webaddr compare over INPUT on Apache Spark (docs/scale.md).")
    parser.add_argument("input", metavar="INPUT", help="a file or folder: one URL a line, JSON Lines, or Parquet")
    parser.add_argument("--out", required=True, metavar="DIR", help="where records/ and summary.json go (must not exist)")
    parser.add_argument("--format", default="auto", choices=["auto", "lines", "jsonl", "parquet"], help="default: from INPUT's name (.parquet, .jsonl/.ndjson, else lines)")
    parser.add_argument("--column", help="the URL column of Parquet input (default url)")
    parser.add_argument("--variants", help="as webaddr compare's (default: every variant)")
    parser.add_argument("--base", help="as webaddr compare's")
    parser.add_argument("--encoding", help="as webaddr compare's")
    parser.add_argument("--examples", type=int, help="as webaddr compare's (default 3)")
    parser.add_argument("--master", help="Spark's master URL (default: spark-submit's, else local[*])")
    parser.add_argument("--webaddr", default=DEFAULT_WEBADDR, metavar="CMD", help=f"the webaddr command on the executors (default: {DEFAULT_WEBADDR})")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_arguments(argv)
    fmt = input_format(args.input, args.format, args.column)
    options = [*(["--variants", args.variants] if args.variants else []), *(["--base", args.base] if args.base else []), *(["--encoding", args.encoding] if args.encoding else [])]
    options += [*(["--examples", str(args.examples)] if args.examples is not None else []), "--input", "lines" if fmt == "lines" else "jsonl"]
    with tempfile.TemporaryDirectory(prefix="webaddr-check-") as folder:
        spark = start_job("scripts/spark/compare.py", args.master, args.out, ["compare", "--summary", os.path.join(folder, "summary.json"), *options, "-"])
    if spark is None:
        return 2
    costs: list[str] = []

    start, cpu = time.monotonic(), jvm_cpu_seconds(spark)
    # Each partition's size, so that each input has its place in INPUT (as zipWithIndex gives it).
    lines = read_lines(spark, args.input, fmt, args.column or "url")
    sizes = lines.mapPartitions(count_partition).collect()
    starts = list(itertools.accumulate((n for n, _ in sizes), initial=0))
    costs.append(f"read and index: {starts[-1]} inputs in {time.monotonic() - start:.1f} s, Python workers {sum(c for _, c in sizes):.1f} CPU-s, JVM {jvm_cpu_seconds(spark) - cpu:.1f} CPU-s")

    from pyspark import StorageLevel

    start, cpu = time.monotonic(), jvm_cpu_seconds(spark)
    piped = lines.mapPartitionsWithIndex(compare_partition(args.webaddr, options, starts)).persist(StorageLevel.MEMORY_AND_DISK)
    piped.filter(lambda kv: kv[0] == "record").values().saveAsTextFile(f"{args.out}/records")
    summaries = piped.filter(lambda kv: kv[0] == "summary").values().collect()
    spent = [json.loads(c) for c in piped.filter(lambda kv: kv[0] == "cost").values().collect()]
    piped.unpersist()
    costs.append(
        f"compare: {len(summaries)} partitions in {time.monotonic() - start:.1f} s, webaddr {sum(s['webaddr'] for s in spent):.1f} CPU-s, "
        f"Python workers {sum(s['python'] for s in spent):.1f} CPU-s, JVM {jvm_cpu_seconds(spark) - cpu:.1f} CPU-s"
    )

    start, children = time.monotonic(), resource.getrusage(resource.RUSAGE_CHILDREN)
    merged = merge_summaries(summaries)
    write_text(spark, f"{args.out}/summary.json", merged + "\n")
    costs.append(f"merge: {len(summaries)} summaries in {time.monotonic() - start:.1f} s, webaddr {cpu_seconds(children, resource.getrusage(resource.RUSAGE_CHILDREN)):.2f} CPU-s")
    for line in costs:
        print(f"scripts/spark/compare.py: {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
