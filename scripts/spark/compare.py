"""webaddr compare on Apache Spark (PySpark).

    python3 scripts/spark/compare.py INPUT --out DIR [--format auto|lines|jsonl|parquet] [--column url]
        [--variants a,b] [--base URL] [--encoding E] [--examples N] [--clusters] [--coverage]
        [--master local[2]] [--webaddr CMD]
    python3 scripts/spark/compare.py --generate N [--seed S] [--partitions P] --out DIR [--variants a,b] …

With --generate, no INPUT is read: partition p of P compares inputs N·p/P … N·(p+1)/P − 1 of the
seed's sequence (`webaddr compare --generate --offset`), and the merged summary is, byte for byte,
the one `webaddr compare --generate N --seed S --summary` writes.

Reads INPUT (a file or folder: one URL a line, JSON Lines as `webaddr compare` reads them, or
Parquet with the URLs in --column), gives every input its place in INPUT (each partition's size is
counted first: index from 0, line from 1, so that one text file's inputs keep their line numbers), and pipes each partition
through `webaddr compare --offset N --changed --jsonl --summary FILE` on the executors. Writes
the records of the inputs on which the variants do not all agree to DIR/records/ (part files,
in input order) and the merge of the partitions' summaries, made by `webaddr compare merge` on the
driver, to DIR/summary.json: the file one `webaddr compare --summary` over the same inputs
writes. Exit status: 0; 1 when some input could not be read (a problem record, as webaddr compare
reports a line it cannot read, or a Parquet file Spark cannot read, named in DIR/unreadable.jsonl);
2 when the job is refused before it starts (an option webaddr refuses, an --out that exists, an
INPUT or --column that is not there); 3 when the job failed. docs/scale.md: running it on a
cluster, what it costs, and its faults.
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
from webaddr_spark import DEFAULT_WEBADDR, WebaddrFailed, count_partition, cpu_seconds, failure_reason, hadoop_path, run_webaddr, start_job, write_text  # noqa: E402

JOB = "scripts/spark/compare.py"
# Summary files merged by one `webaddr compare merge` (merges compose: more are merged in rounds).
MERGE_BATCH = 256
# Exit statuses: webaddr compare's (1: some input could not be read; 2: refused before it starts),
# and 3 for a job that failed (Spark gave up on a task, webaddr failed on the driver).
EXIT_OK, EXIT_INPUT_FAILED, EXIT_REFUSED, EXIT_FAILED = 0, 1, 2, 3


def input_format(path: str, given: str, column: str | None) -> str:
    """--format, or from the name: Parquet (a .parquet name, a folder of them, or --column), JSON
    Lines (.jsonl, .ndjson), else one URL a line."""
    if given != "auto":
        return given
    name = path.rstrip("/").lower()
    if column is not None or name.endswith(".parquet") or (os.path.isdir(path) and any(f.endswith(".parquet") for f in os.listdir(path))):
        return "parquet"
    return "jsonl" if name.endswith((".jsonl", ".ndjson")) else "lines"


class Refused(Exception):
    """INPUT cannot be read as asked (no such column, a column that is not text): said in one line, exit 2."""


def read_lines(spark, paths: list[str], fmt: str, column: str, base_path: str | None = None):
    """The inputs as the lines webaddr compare reads: a text's lines as they are (split at "\\n"
    only, as webaddr splits them), a Parquet column's values as JSON Lines ({"input": …}: a value
    may hold any character; a null is {"input": null}, which webaddr reports as a problem record).
    base_path: the folder the paths were listed from, so that its partition folders (name=value)
    are read as when the folder itself is read."""
    if fmt == "parquet":
        reader = spark.read if base_path is None else spark.read.option("basePath", base_path)
        frame = reader.parquet(*paths).select(column)
        kind = frame.schema.fields[0].dataType.simpleString()
        if kind != "string":
            raise Refused(f"the column {column} holds {kind}, not text: give the URL column with --column")
        return frame.rdd.map(lambda row: json.dumps({"input": row[0]}, ensure_ascii=False))
    return spark.read.option("lineSep", "\n").text(paths).rdd.map(lambda row: row[0])


def parquet_footer_problem(spark, file: str) -> str | None:
    """Why Parquet's reader cannot open file (its footer: the schema and where the rows are), or None."""
    from py4j.protocol import Py4JJavaError

    jvm = spark.sparkContext._jvm
    path = jvm.org.apache.hadoop.fs.Path(file)
    try:
        reader = jvm.org.apache.parquet.hadoop.ParquetFileReader.open(jvm.org.apache.parquet.hadoop.util.HadoopInputFile.fromPath(path, spark.sparkContext._jsc.hadoopConfiguration()))
        reader.close()
        return None
    except Py4JJavaError as e:
        reason = failure_reason(e)
    # Parquet's messages start with the file's name as Hadoop writes it ("file:/… is not a Parquet
    # file. …"): the record names the file apart.
    for name in (file, str(path.toString())):
        if reason.startswith(name + " "):
            return reason[len(name) + 1 :].removeprefix("is ")
    return reason


def parquet_read_problem(spark, file: str, column: str) -> str | None:
    """Why Spark cannot read the column's values of file (its footer reads, a page does not), or None."""
    from py4j.protocol import Py4JJavaError

    try:
        read_lines(spark, [file], "parquet", column).mapPartitions(count_partition).collect()
        return None
    except Py4JJavaError as e:
        return failure_reason(e)


def read_and_count(spark, path: str, fmt: str, column: str):
    """The inputs as lines, each partition's (size, Python CPU-s), and the Parquet files Spark
    cannot read, [(file, why)]: those are left out, each said, never skipped silently. They are
    looked for only when a reading fails, in rounds, cheapest first: the footers (the schema and
    where the rows are: a file that is not Parquet, or is cut short, fails there), and when every
    footer reads, each file on its own (a page damaged inside a file). Spark's ignoreCorruptFiles
    is not used: it drops a file's rows without saying which, and keeps the rows read before a
    fault inside a file."""
    from py4j.protocol import Py4JJavaError

    paths, base_path, listed, unreadable = [path], None, False, []
    while True:
        try:
            lines = read_lines(spark, paths, fmt, column, base_path) if paths else spark.sparkContext.parallelize([], 1)
            return lines, lines.mapPartitions(count_partition).collect(), sorted(unreadable)
        except Py4JJavaError:
            if fmt != "parquet":
                raise
            if not listed:
                # Spark's own list of INPUT's files (hidden ones left out, as it reads them): with a schema given, no footer is read.
                from pyspark.sql.types import StringType, StructField, StructType

                paths = spark.read.schema(StructType([StructField(column, StringType())])).parquet(path).inputFiles()
                p, fs = hadoop_path(spark, path)
                # Read from the list, INPUT's partition folders (name=value) are still read as such.
                base_path = path if fs.exists(p) and fs.getFileStatus(p).isDirectory() else None
                listed = True
            found = [(f, why) for f in sorted(paths) for why in [parquet_footer_problem(spark, f)] if why is not None]
            if not found:
                found = [(f, why) for f in sorted(paths) for why in [parquet_read_problem(spark, f, column)] if why is not None]
            if not found:
                raise  # every file reads on its own: the fault is not one file's
            unreadable += found
            bad = {file for file, _ in found}
            paths = [f for f in paths if f not in bad]


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


def generate_partition(webaddr: str, args: list[str], count: int, partitions: int):
    """Partition p compares its share of the COUNT generated inputs: input i depends only on the
    seed and i, so the partition generates its own, from its first index (--offset)."""

    def run(partition: int, _: Iterator[int]) -> Iterator[tuple[str, str]]:
        first, end = count * partition // partitions, count * (partition + 1) // partitions
        before_children = resource.getrusage(resource.RUSAGE_CHILDREN)
        with tempfile.TemporaryDirectory(prefix="webaddr-compare-") as folder:
            summary = os.path.join(folder, "summary.json")
            held = None
            for line in run_webaddr(webaddr, ["compare", "--jsonl", "--changed", "--workers", "0", "--generate", str(end - first), "--offset", str(first), "--summary", summary, *args], []):
                if held is not None:
                    yield ("record", held)
                held = line
            with open(summary, encoding="utf-8") as f:
                yield ("summary", f.read().strip())
        yield ("cost", json.dumps({"webaddr": cpu_seconds(before_children, resource.getrusage(resource.RUSAGE_CHILDREN)), "python": 0.0}))

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
    parser.add_argument("input", metavar="INPUT", nargs="?", help="a file or folder: one URL a line, JSON Lines, or Parquet (none with --generate)")
    parser.add_argument("--out", required=True, metavar="DIR", help="where records/ and summary.json go (must not exist)")
    parser.add_argument("--format", default="auto", choices=["auto", "lines", "jsonl", "parquet"], help="default: from INPUT's name (.parquet, .jsonl/.ndjson, else lines)")
    parser.add_argument("--column", help="the URL column of Parquet input (default url)")
    parser.add_argument("--variants", help="as webaddr compare's (default: every variant)")
    parser.add_argument("--base", help="as webaddr compare's")
    parser.add_argument("--encoding", help="as webaddr compare's")
    parser.add_argument("--examples", type=int, help="as webaddr compare's (default 3)")
    parser.add_argument("--clusters", action="store_true", help="as webaddr compare's")
    parser.add_argument("--coverage", action="store_true", help="as webaddr compare's")
    parser.add_argument("--generate", type=int, metavar="N", help="compare N inputs generated from the variants' grammars instead of INPUT (webaddr compare --generate), shared out among the partitions")
    parser.add_argument("--seed", type=int, metavar="S", help="with --generate: the generation's seed (default 1)")
    parser.add_argument("--partitions", type=int, metavar="P", help="with --generate: how many tasks (default: Spark's default parallelism)")
    parser.add_argument("--master", help="Spark's master URL (default: spark-submit's, else local[*])")
    parser.add_argument("--webaddr", default=DEFAULT_WEBADDR, metavar="CMD", help=f"the webaddr command on the executors (default: {DEFAULT_WEBADDR})")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_arguments(argv)
    if (args.input is None) == (args.generate is None):
        print(f"{JOB}: give INPUT, or --generate N (not both)", file=sys.stderr)
        return EXIT_REFUSED
    if args.generate is None and (args.seed is not None or args.partitions is not None):
        print(f"{JOB}: --seed and --partitions go with --generate N", file=sys.stderr)
        return EXIT_REFUSED
    options = [*(["--variants", args.variants] if args.variants else []), *(["--base", args.base] if args.base else []), *(["--encoding", args.encoding] if args.encoding else [])]
    options += [*(["--examples", str(args.examples)] if args.examples is not None else []), *(["--clusters"] if args.clusters else []), *(["--coverage"] if args.coverage else [])]
    if args.generate is not None:
        options += ["--seed", str(args.seed if args.seed is not None else 1)]
        with tempfile.TemporaryDirectory(prefix="webaddr-check-") as folder:
            spark = start_job(JOB, args.master, args.out, ["compare", "--summary", os.path.join(folder, "summary.json"), "--generate", "0", *options])
        if spark is None:
            return EXIT_REFUSED
        from py4j.protocol import Py4JJavaError

        try:
            return run_generated(spark, args, options)
        except (Py4JJavaError, WebaddrFailed) as e:
            print(f"{JOB}: the job failed: {failure_reason(e)}", file=sys.stderr)
            return EXIT_FAILED
    fmt = input_format(args.input, args.format, args.column)
    options += ["--input", "lines" if fmt == "lines" else "jsonl"]
    with tempfile.TemporaryDirectory(prefix="webaddr-check-") as folder:
        spark = start_job(JOB, args.master, args.out, ["compare", "--summary", os.path.join(folder, "summary.json"), *options, "-"])
    if spark is None:
        return EXIT_REFUSED
    from py4j.protocol import Py4JJavaError
    from pyspark.errors import AnalysisException

    try:
        return run(spark, args, fmt, options)
    except (AnalysisException, Refused) as e:
        # INPUT or --column not there, a column that is not text: nothing was written.
        print(f"{JOB}: {str(e).strip().splitlines()[0]}", file=sys.stderr)
        return EXIT_REFUSED
    except (Py4JJavaError, WebaddrFailed) as e:
        # DIR has no summary.json: the job did not finish.
        print(f"{JOB}: the job failed: {failure_reason(e)}", file=sys.stderr)
        return EXIT_FAILED


def run(spark, args: argparse.Namespace, fmt: str, options: list[str]) -> int:
    costs: list[str] = []

    start, cpu = time.monotonic(), jvm_cpu_seconds(spark)
    # Each partition's size, so that each input has its place in INPUT (as zipWithIndex gives it).
    lines, sizes, unreadable = read_and_count(spark, args.input, fmt, args.column or "url")
    for file, why in unreadable:
        print(f"{JOB}: cannot read {file}: {why}; its rows are not compared", file=sys.stderr)
    starts = list(itertools.accumulate((n for n, _ in sizes), initial=0))
    costs.append(f"read and index: {starts[-1]} inputs in {time.monotonic() - start:.1f} s, Python workers {sum(c for _, c in sizes):.1f} CPU-s, JVM {jvm_cpu_seconds(spark) - cpu:.1f} CPU-s")

    from pyspark import StorageLevel

    start, cpu = time.monotonic(), jvm_cpu_seconds(spark)
    # A task that fails (its webaddr died, its executor was lost) is run again whole; only the
    # attempt that succeeds is kept: saveAsTextFile commits one attempt's part file per partition,
    # and collect() returns one attempt's summary per partition. So a retry neither loses nor
    # counts twice an input. Persisted: the three actions below run each partition once.
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
    if unreadable:
        records = "".join(json.dumps({"kind": "problem", "file": f, "problem": why}, ensure_ascii=False, separators=(",", ":")) + "\n" for f, why in unreadable)
        write_text(spark, f"{args.out}/unreadable.jsonl", records)
    # Last: a DIR with summary.json is a job that finished.
    write_text(spark, f"{args.out}/summary.json", merged + "\n")
    costs.append(f"merge: {len(summaries)} summaries in {time.monotonic() - start:.1f} s, webaddr {cpu_seconds(children, resource.getrusage(resource.RUSAGE_CHILDREN)):.2f} CPU-s")
    for line in costs:
        print(f"{JOB}: {line}", file=sys.stderr)

    problems = json.loads(merged)["summary"]["problems"]
    if problems > 0:
        print(f"{JOB}: {problems} input{'s' if problems != 1 else ''} could not be read: problem records in {args.out}/records, counted in summary.json", file=sys.stderr)
    if unreadable:
        print(f"{JOB}: {len(unreadable)} file{'s' if len(unreadable) != 1 else ''} could not be read: {args.out}/unreadable.jsonl", file=sys.stderr)
    return EXIT_INPUT_FAILED if problems > 0 or unreadable else EXIT_OK


def run_generated(spark, args: argparse.Namespace, options: list[str]) -> int:
    """--generate N: each of the partitions compares its share of the inputs (generate_partition);
    records and the merged summary are written as for INPUT."""
    partitions = args.partitions or spark.sparkContext.defaultParallelism
    start = time.monotonic()
    tasks = spark.sparkContext.parallelize(range(partitions), partitions)
    piped = tasks.mapPartitionsWithIndex(generate_partition(args.webaddr, options, args.generate, partitions)).cache()
    piped.filter(lambda kv: kv[0] == "record").values().saveAsTextFile(f"{args.out}/records")
    summaries = piped.filter(lambda kv: kv[0] == "summary").values().collect()
    spent = [json.loads(c) for c in piped.filter(lambda kv: kv[0] == "cost").values().collect()]
    piped.unpersist()
    merged = merge_summaries(summaries)
    write_text(spark, f"{args.out}/summary.json", merged + "\n")
    print(f"{JOB}: --generate {args.generate}: {len(summaries)} partitions in {time.monotonic() - start:.1f} s, webaddr {sum(s['webaddr'] for s in spent):.1f} CPU-s", file=sys.stderr)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
