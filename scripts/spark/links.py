"""webaddr links on Apache Spark (PySpark): every page of a folder of HTML documents.

    python3 scripts/spark/links.py FOLDER --out DIR --address URL [--variants a,b] [--encoding E]
        [--xml-base all|foreign-elements] [--master local[2]] [--webaddr CMD]

Reads the pages under FOLDER (every file, in its subfolders too) as bytes, and on the executors
runs `webaddr links PAGE --address URL+PAGE --json` for each, PAGE being the page's path under
FOLDER: parsing the document, extracting its URL-bearing attributes and resolving them under each
variant happen there. Writes DIR/records/: one line per page, in the order of their paths, the
JSON document `webaddr links --json` prints (on one line), or for a page webaddr refuses,
{"document": PAGE, "error": its message}. docs/scale.md: running it on a cluster.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from typing import Iterator

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from webaddr_spark import DEFAULT_WEBADDR, WebaddrFailed, hadoop_path, run_webaddr, start_job  # noqa: E402


def links_partition(webaddr: str, address: str, options: list[str]):
    def run(pages: Iterator[tuple[str, bytes]]) -> Iterator[str]:
        with tempfile.TemporaryDirectory(prefix="webaddr-links-") as folder:
            for page, content in pages:
                # The page under its own path, so that the report names it as webaddr links FOLDER/PAGE run in FOLDER would.
                path = os.path.join(folder, page)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "wb") as f:
                    f.write(content)
                try:
                    report = json.loads("\n".join(run_webaddr(webaddr, ["links", page, "--address", address + page, "--json", *options], [], cwd=folder)))
                except WebaddrFailed as e:
                    report = {"document": page, "status": e.status, "error": e.reason}
                os.remove(path)
                yield json.dumps(report, ensure_ascii=False, separators=(",", ":"))

    return run


def empty_files(fs, root) -> list[str]:
    """The empty files under root (not hidden: Spark skips names that start with "." or "_")."""
    found = []
    files = fs.listFiles(root, True)
    while files.hasNext():
        status = files.next()
        path = status.getPath()
        if status.getLen() == 0 and not path.getName().startswith((".", "_")):
            found.append(fs.makeQualified(path).toString())
    return found


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="scripts/spark/links.py", description="webaddr links over a folder of HTML pages on Apache Spark (docs/scale.md).")
    parser.add_argument("folder", metavar="FOLDER", help="the pages (every file under it)")
    parser.add_argument("--out", required=True, metavar="DIR", help="where records/ goes (must not exist)")
    parser.add_argument("--address", required=True, metavar="URL", help="the pages' addresses: URL followed by each page's path under FOLDER")
    parser.add_argument("--variants", help="as webaddr links's")
    parser.add_argument("--encoding", help="as webaddr links's")
    parser.add_argument("--xml-base", choices=["all", "foreign-elements"], help="as webaddr links's")
    parser.add_argument("--master", help="Spark's master URL (default: spark-submit's, else local[*])")
    parser.add_argument("--webaddr", default=DEFAULT_WEBADDR, metavar="CMD", help=f"the webaddr command on the executors (default: {DEFAULT_WEBADDR})")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_arguments(argv)
    options = [*(["--variants", args.variants] if args.variants else []), *(["--encoding", args.encoding] if args.encoding else []), *(["--xml-base", args.xml_base] if args.xml_base else [])]
    spark = start_job("scripts/spark/links.py", args.master, args.out, ["links", "-", "--address", args.address, *options])
    if spark is None:
        return 2
    root, root_fs = hadoop_path(spark, args.folder)
    # The pages' paths as Spark names them (file:/…, hdfs://…), less the folder's.
    prefix = root_fs.makeQualified(root).toString().rstrip("/") + "/"
    relative = lambda path: path[len(prefix) :] if path.startswith(prefix) else path  # noqa: E731
    pages = spark.read.format("binaryFile").option("recursiveFileLookup", "true").load(args.folder).select("path", "content").rdd
    named = pages.map(lambda row: (relative(row[0]), bytes(row[1])))
    # Spark's file sources skip empty files; an empty page is a document too (with no links).
    empty = [(relative(path), b"") for path in empty_files(root_fs, root)]
    named = named.union(spark.sparkContext.parallelize(empty, 1)).sortByKey()
    named.mapPartitions(links_partition(args.webaddr, args.address, options)).saveAsTextFile(f"{args.out}/records")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
