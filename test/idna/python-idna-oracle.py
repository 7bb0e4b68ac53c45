#!/usr/bin/env python3
"""Oracle for test/idna/python-differential.test.ts: Python's standard library IDNA2003.

Reads JSON lines on stdin, writes one JSON line per input line on stdout, in order.

Requests:
  {"op": "toascii", "s": LABEL}  -> {"ok": true, "value": ASCII} | {"ok": false, "error": MESSAGE}
      encodings.idna.ToASCII(LABEL): RFC 3490 ToASCII with Nameprep over Unicode 3.2
      (unicodedata.ucd_3_2_0). Note that this is AllowUnassigned=true (encodings.idna.nameprep
      never consults Table A.1: "This assumes query strings, so AllowUnassigned is true") and
      UseSTD3ASCIIRules=false.
  {"op": "nfkc", "s": STRING}    -> {"value": unicodedata.ucd_3_2_0.normalize("NFKC", STRING)}
  {"op": "b2-all"}               -> {"value": [[CODE_POINT, MAPPED], ...]} for every code point
      (surrogates and Table B.1 excepted) where stringprep.map_table_b2 does not return the code
      point itself.
  {"op": "ccc-unassigned"}       -> {"value": [CODE_POINT, ...]}: code points unassigned in
      Unicode 3.2 to which Python's (current) Unicode database gives a non-zero combining class.
      ucd_3_2_0.normalize reorders them by that class.
  {"op": "version"}              -> {"value": {"python": ..., "unidata_version": ...}}
"""
import json
import sys
import unicodedata
import stringprep
import encodings.idna


def to_ascii(label):
    try:
        return {"ok": True, "value": encodings.idna.ToASCII(label).decode("ascii")}
    except UnicodeError as e:
        return {"ok": False, "error": str(e)}


def b2_all():
    out = []
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        if stringprep.in_table_b1(c):
            continue
        mapped = stringprep.map_table_b2(c)
        if mapped != c:
            out.append([cp, mapped])
    return out


def ccc_unassigned():
    return [
        cp
        for cp in range(0x110000)
        if unicodedata.ucd_3_2_0.category(chr(cp)) == "Cn" and unicodedata.combining(chr(cp)) != 0
    ]


def handle(request):
    op = request["op"]
    if op == "toascii":
        return to_ascii(request["s"])
    if op == "nfkc":
        return {"value": unicodedata.ucd_3_2_0.normalize("NFKC", request["s"])}
    if op == "b2-all":
        return {"value": b2_all()}
    if op == "ccc-unassigned":
        return {"value": ccc_unassigned()}
    if op == "version":
        return {"value": {"python": sys.version, "unidata_version": unicodedata.unidata_version}}
    raise ValueError("unknown op %r" % op)


def main():
    stdin = open(sys.stdin.fileno(), "r", encoding="utf-8", newline="\n")
    out = []
    for line in stdin:
        line = line.rstrip("\n")
        if line == "":
            continue
        out.append(json.dumps(handle(json.loads(line))))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
