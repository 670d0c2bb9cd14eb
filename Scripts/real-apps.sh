#!/usr/bin/env bash
#
# real-apps.sh — run btnloc over the localizations of real apps and summarise
# what it finds, what it cannot read and what a round trip through a String
# Catalog loses. A developer tool for studying btnloc on real data, not a test:
# it never fails because of findings, only when it cannot run.
#
# Usage: Scripts/real-apps.sh [--app NAME]... [--details DIR] [ROOT]
#
# ROOT (default /tmp/realapps) holds one folder per app, each with the app's
# localization files laid out as in its repository (<lang>.lproj folders with
# .strings/.stringsdict tables, and .xcstrings catalogs anywhere). Folders
# whose name starts with '.' are skipped. For each app the script runs:
#
#   1. btnloc audit <app> --format json
#      Counts the inputs btnloc could not read ("errors" in the JSON: parse
#      errors, listed with file:line:column) and the findings per rule and
#      severity.
#   2. For each folder of <lang>.lproj folders, and each table in it:
#        btnloc convert <folder> -o <tmp>/whole/          (the folder at once:
#                                                         does it convert?)
#        btnloc convert <stage> --table T -o <tmp>/T.xcstrings
#        btnloc convert <tmp>/T.xcstrings -o <tmp>/back
#      where <stage> holds only that table's files (so that one unreadable
#      table does not hide the round trip of the others). The tables before
#      and after are compared by an independent reader (python3: its own
#      .strings parser, plistlib for .stringsdict): keys lost, values changed,
#      plural forms lost, other stringsdict fields lost or changed, keys added,
#      keys moved between .strings and .stringsdict, and <lang>.lproj folders
#      not written back. Every warning convert prints is counted by kind.
#   3. For each .xcstrings file: btnloc format --check (would it change?) and
#      btnloc audit --format json (errors, warnings and notes of that file).
#   4. Prints one summary per app: files, inputs that cannot be read, the
#      findings per rule, the round trip per table and the catalogs.
#
# Options:
#   --app NAME      Only this app folder of ROOT (repeatable).
#   --details DIR   Also keep, per app, the audit JSON, the convert warnings
#                   and the round-trip differences (JSON lines) in DIR/<app>/.
#   -h, --help      Show this help.
#
# Environment:
#   BTNLOC   The btnloc to run. Default: "$(swift build --show-bin-path)/btnloc"
#            of this package (the debug build; this script builds nothing, so
#            build it first).
#   PYTHON   The python3 to use (default: python3).
#
# Exit status: 0 when every app was processed (whatever btnloc found), 64 for a
# usage error, 66 when ROOT or an app is missing, 69 when btnloc or python3
# cannot be run. Temporary files live in one mktemp -d folder, removed at exit.
#
# Example:
#   BTNLOC=.build/release/btnloc Scripts/real-apps.sh --details /tmp/ra-out /tmp/realapps

set -euo pipefail

usage() {
    # The header comment above, without its '# '.
    sed -n '3,/^set -euo/{/^#/{s/^# \{0,1\}//;p}}' "$0"
}

die() { local status=$1; shift; echo "real-apps.sh: $*" >&2; exit "$status"; }

ROOT=/tmp/realapps
DETAILS=""
APPS=()
while [ $# -gt 0 ]; do
    case $1 in
        -h|--help) usage; exit 0 ;;
        --app) [ $# -ge 2 ] || die 64 "--app needs a name"; APPS+=("$2"); shift 2 ;;
        --app=*) APPS+=("${1#--app=}"); shift ;;
        --details) [ $# -ge 2 ] || die 64 "--details needs a folder"; DETAILS=$2; shift 2 ;;
        --details=*) DETAILS=${1#--details=}; shift ;;
        --) shift; [ $# -le 1 ] || die 64 "one ROOT at most (see --help)"; [ $# -eq 0 ] || ROOT=$1; break ;;
        -*) die 64 "unknown option '$1' (see --help)" ;;
        *) ROOT=$1; shift; [ $# -eq 0 ] || die 64 "one ROOT at most (see --help)" ;;
    esac
done

[ -d "$ROOT" ] || die 66 "no folder '$ROOT' (see --help)"
PYTHON=${PYTHON:-python3}
command -v "$PYTHON" >/dev/null 2>&1 || die 69 "python3 is needed ($PYTHON not found)"
if [ -z "${BTNLOC:-}" ]; then
    bindir=$(cd "$(dirname "$0")/.." && swift build --show-bin-path 2>/dev/null) \
        || die 69 "set BTNLOC (swift build --show-bin-path failed)"
    BTNLOC=$bindir/btnloc
fi
[ -x "$BTNLOC" ] || die 69 "btnloc not found or not executable: $BTNLOC (set BTNLOC)"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/real-apps.XXXXXX")
cleanup() { rm -rf -- "$TMP"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ ${#APPS[@]} -eq 0 ]; then
    while IFS= read -r -d '' d; do APPS+=("$(basename "$d")"); done \
        < <(find "$ROOT" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -print0 | sort -z)
fi
[ ${#APPS[@]} -gt 0 ] || die 66 "no app folders in '$ROOT'"
for app in "${APPS[@]}"; do [ -d "$ROOT/$app" ] || die 66 "no app folder '$ROOT/$app'"; done
[ -z "$DETAILS" ] || mkdir -p "$DETAILS"

# ---------------------------------------------------------------------------
# The python helper: summaries, and the independent reader of the tables.
cat > "$TMP/helper.py" <<'PY'
import collections, json, os, plistlib, re, sys

CATEGORIES = ("zero", "one", "two", "few", "many", "other")

# --- .strings, read independently of btnloc ---------------------------------
class StringsError(Exception):
    pass

def decode(data):
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        if len(data) >= 2 and (data[0] == 0 or data[1] == 0):
            return data.decode("utf-16-be" if data[0] == 0 else "utf-16-le")
        raise StringsError("not UTF-8 or UTF-16")

UNQUOTED = re.compile(r"[A-Za-z0-9_$+/:.\-]+")
SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b",
                  "f": "\f", "v": "\v", '"': '"', "\\": "\\", "'": "'"}

def parse_strings(path):
    """Returns (entries, duplicates): entries maps a key to a list of values
    in file order (a key defined twice has two)."""
    data = open(path, "rb").read()
    text = decode(data)
    stripped = text.lstrip()
    if stripped.startswith("<?xml") or stripped.startswith("<!DOCTYPE") or stripped.startswith("<plist") \
            or data.startswith(b"bplist"):
        plist = plistlib.loads(data)
        return {k: [v] for k, v in plist.items()}
    i, n = 0, len(text)
    entries = collections.OrderedDict()

    def line():
        return text.count("\n", 0, i) + 1

    def skip():
        nonlocal i
        while i < n:
            c = text[i]
            if c in " \t\r\n\f\v\ufeff\u2028\u2029":
                i += 1
            elif text.startswith("//", i):
                j = text.find("\n", i)
                i = n if j < 0 else j + 1
            elif text.startswith("/*", i):
                j = text.find("*/", i + 2)
                if j < 0:
                    raise StringsError("line %d: unterminated comment" % line())
                i = j + 2
            else:
                break

    def string():
        nonlocal i
        if i < n and text[i] == '"':
            i += 1
            out = []
            while True:
                if i >= n:
                    raise StringsError("line %d: unterminated string" % line())
                c = text[i]
                if c == '"':
                    i += 1
                    return "".join(out)
                if c == "\\":
                    i += 1
                    if i >= n:
                        raise StringsError("line %d: unterminated string" % line())
                    e = text[i]
                    if e in "uU":
                        h = text[i + 1:i + 5]
                        if len(h) == 4 and all(ch in "0123456789abcdefABCDEF" for ch in h):
                            out.append(chr(int(h, 16)))
                            i += 5
                            continue
                        out.append(e)
                        i += 1
                        continue
                    if e in "01234567":
                        j = i
                        while j < n and j < i + 3 and text[j] in "01234567":
                            j += 1
                        out.append(chr(int(text[i:j], 8)))
                        i = j
                        continue
                    out.append(SIMPLE_ESCAPES.get(e, e))
                    i += 1
                    continue
                out.append(c)
                i += 1
        m = UNQUOTED.match(text, i)
        if not m:
            raise StringsError("line %d: expected a string, found %r" % (line(), text[i:i + 10]))
        i = m.end()
        return m.group(0)

    skip()
    while i < n:
        key = string()
        skip()
        if i < n and text[i] == ";":
            value = key
        else:
            if i >= n or text[i] != "=":
                raise StringsError("line %d: expected '=' or ';' after the key" % line())
            i += 1
            skip()
            value = string()
            skip()
            if i >= n or text[i] != ";":
                raise StringsError("line %d: expected ';' after the value" % line())
        i += 1
        entries.setdefault(key, []).append(value)
        skip()
    # Joined UTF-16 surrogate pairs written as two \U escapes.
    def join(s):
        return s.encode("utf-16", "surrogatepass").decode("utf-16") if any(0xD800 <= ord(c) <= 0xDFFF for c in s) else s
    return collections.OrderedDict((join(k), [join(v) for v in vs]) for k, vs in entries.items())

def parse_stringsdict(path):
    with open(path, "rb") as f:
        plist = plistlib.load(f)
    if not isinstance(plist, dict):
        raise StringsError("not a dictionary")
    return plist

def flatten(value, prefix=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from flatten(v, prefix + (str(k),))
    else:
        yield prefix, value

VARIABLE = re.compile(r"%(?:\d+\$)?#@([^@]*)@")

def normalize(entry):
    """A stringsdict entry with its variables renamed #1, #2… in the order the
    format key uses them, so that a renamed variable is no difference; the
    names, in that order, are returned too."""
    if not isinstance(entry, dict):
        return entry, []
    fmt = entry.get("NSStringLocalizedFormatKey")
    if not isinstance(fmt, str):
        return entry, []
    names = []
    for name in VARIABLE.findall(fmt):
        if name not in names:
            names.append(name)
    # Variables used inside other variables' forms come after.
    for name in list(names):
        sub = entry.get(name)
        if isinstance(sub, dict):
            for v in sub.values():
                if isinstance(v, str):
                    for inner in VARIABLE.findall(v):
                        if inner not in names:
                            names.append(inner)
    mapping = {n: "#%d" % (i + 1) for i, n in enumerate(names)}
    rename = lambda text: VARIABLE.sub(lambda m: m.group(0).replace("@%s@" % m.group(1), "@%s@" % mapping.get(m.group(1), m.group(1))), text)
    out = {}
    for k, v in entry.items():
        if isinstance(v, str):
            v = rename(v)
        elif isinstance(v, dict):
            v = {kk: rename(vv) if isinstance(vv, str) else vv for kk, vv in v.items()}
        out[mapping.get(k, k)] = v
    return out, names

def read_table(lproj, table):
    """(strings, stringsdict, error) of one table in one <lang>.lproj."""
    strings, sdict, errors = {}, {}, []
    p = os.path.join(lproj, table + ".strings")
    if os.path.exists(p):
        try:
            strings = parse_strings(p)
        except Exception as e:  # noqa: BLE001 - reported, not fatal
            errors.append("%s: %s" % (os.path.basename(p), e))
    p = os.path.join(lproj, table + ".stringsdict")
    if os.path.exists(p):
        try:
            sdict = parse_stringsdict(p)
        except Exception as e:  # noqa: BLE001
            errors.append("%s: %s" % (os.path.basename(p), e))
    return strings, sdict, errors

def compare(before_dir, after_dir, table, label, details):
    """Compares every <lang>.lproj table of before_dir with after_dir."""
    c = collections.Counter()
    examples = collections.defaultdict(list)

    def example(kind, text):
        c[kind] += 1
        if len(examples[kind]) < 3:
            examples[kind].append(text)

    before = sorted(d for d in os.listdir(before_dir) if d.endswith(".lproj"))
    after = set(d for d in os.listdir(after_dir) if d.endswith(".lproj")) if os.path.isdir(after_dir) else set()
    for lproj in before:
        b_strings, b_dict, b_err = read_table(os.path.join(before_dir, lproj), table)
        if b_err:
            c["unreadable-before"] += 1
            examples["unreadable-before"].append("%s/%s" % (lproj, "; ".join(b_err)))
            continue
        c["locales"] += 1
        c["keys"] += len(set(b_strings) | set(b_dict))
        if lproj not in after:
            example("locale-not-written", "%s (%d keys)" % (lproj, len(set(b_strings) | set(b_dict))))
            continue
        a_strings, a_dict, a_err = read_table(os.path.join(after_dir, lproj), table)
        if a_err:
            example("unreadable-after", "%s: %s" % (lproj, "; ".join(a_err)))
            continue
        loc = lproj[:-6]
        for key, values in b_strings.items():
            if len(values) > 1:
                c["duplicate-keys-before"] += 1
            if key in b_dict:
                c["in-strings-and-stringsdict-before"] += 1
                continue  # the stringsdict entry is compared below
            if key in a_strings:
                got = a_strings[key][-1]
                if got != values[-1]:
                    if got in values:
                        example("duplicate-resolved-to-another-value",
                                "[%s] %r: %r (file has %r)" % (loc, key, got, values))
                    else:
                        example("changed-values", "[%s] %r: %r -> %r" % (loc, key, values[-1], got))
            elif key in a_dict:
                example("moved-to-stringsdict", "[%s] %r" % (loc, key))
            else:
                example("lost-keys", "[%s] %r = %r" % (loc, key, values[-1]))
        for key, entry in b_dict.items():
            if key not in a_dict:
                if key in a_strings:
                    example("moved-to-strings", "[%s] %r" % (loc, key))
                else:
                    example("lost-keys", "[%s] %r (stringsdict)" % (loc, key))
                continue
            b_norm, b_names = normalize(entry)
            a_norm, a_names = normalize(a_dict[key])
            if b_names != a_names and len(b_names) == len(a_names):
                example("renamed-variables", "[%s] %r: %s -> %s" % (loc, key, ", ".join(b_names), ", ".join(a_names)))
            b_flat = dict(flatten(b_norm))
            a_flat = dict(flatten(a_norm))
            for path, value in b_flat.items():
                where = "[%s] %r %s" % (loc, key, "/".join(path))
                if path not in a_flat:
                    kind = "lost-plural-forms" if path and path[-1] in CATEGORIES else "lost-stringsdict-fields"
                    example(kind, "%s = %r" % (where, value))
                elif a_flat[path] != value:
                    kind = "changed-plural-forms" if path and path[-1] in CATEGORIES else "changed-stringsdict-fields"
                    example(kind, "%s: %r -> %r" % (where, value, a_flat[path]))
            for path in a_flat:
                if path not in b_flat:
                    example("added-stringsdict-fields", "[%s] %r %s = %r" % (loc, key, "/".join(path), a_flat[path]))
        for key in set(a_strings) | set(a_dict):
            if key not in b_strings and key not in b_dict:
                value = a_strings[key][-1] if key in a_strings else "(stringsdict)"
                example("added-keys", "[%s] %r = %r" % (loc, key, value))
    for lproj in sorted(after - set(before)):
        s, d, _ = read_table(os.path.join(after_dir, lproj), table)
        example("locale-added", "%s (%d keys)" % (lproj, len(set(s) | set(d))))
    if details:
        with open(details, "a") as f:
            f.write(json.dumps({"table": label, "counts": c, "examples": examples}, ensure_ascii=False) + "\n")
    return c, examples

# --- convert warnings ---------------------------------------------------------
WARNING = re.compile(r"^btnloc convert: warning: (.*)$")
PLACES = re.compile(r": (\d+) places: ")

def warnings(path):
    kinds = collections.Counter()
    if not os.path.exists(path):
        return kinds
    for line in open(path, encoding="utf-8", errors="replace"):
        m = WARNING.match(line.rstrip("\n"))
        if not m:
            continue  # continuation of a key with a line break, or another message
        text = m.group(1)
        pm = PLACES.search(text)
        count = int(pm.group(1)) if pm else 1
        kind = text[:pm.start()] if pm else re.split(r": '|: \d|:$", text, maxsplit=1)[0]
        kind = re.sub(r"'[^']*'", "'…'", kind)[:90]
        kinds[kind] += count
    return kinds

def first_error(path):
    if not os.path.exists(path):
        return ""
    for line in open(path, encoding="utf-8", errors="replace"):
        if "warning:" not in line and line.strip():
            return line.strip()[:160]
    return ""

# --- commands -----------------------------------------------------------------
def cmd_compare(before, after, table, label, details, warn1, warn2, status, out):
    c, ex = compare(before, after, table, label, details or None) if status == "ok" else (collections.Counter(), {})
    w = warnings(warn1) + warnings(warn2)
    record = {"label": label, "status": status, "counts": c, "examples": ex, "warnings": w}
    with open(out, "a") as f:
        f.write(json.dumps(record, ensure_ascii=False) + "\n")

def load_lines(path):
    if not os.path.exists(path):
        return []
    return [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]

def clip(text, width):
    return text if len(text) <= width else "…" + text[-(width - 1):]

def cmd_report(app, state):
    audit_path = os.path.join(state, "audit.json")
    files = json.load(open(os.path.join(state, "files.json")))
    print("=" * 100)
    print("%s   (%d .strings, %d .stringsdict, %d .xcstrings)" % (app, files["strings"], files["stringsdict"], files["xcstrings"]))
    print("=" * 100)
    audit_status = open(os.path.join(state, "audit.status")).read().strip()
    try:
        audit = json.load(open(audit_path))
    except Exception:  # noqa: BLE001
        audit = None
    if audit is None:
        print("audit: no JSON report (exit %s): %s" % (audit_status, first_error(os.path.join(state, "audit.err"))))
    else:
        counts = audit.get("counts", {})
        print("audit: exit %s; inputs not read: %d; errors %d, warnings %d, notes %d" % (
            audit_status, len(audit.get("errors", [])), counts.get("error", 0), counts.get("warning", 0), counts.get("note", 0)))
        if audit.get("errors"):
            print("\n  inputs that could not be read (parse errors and the like):")
            for e in audit["errors"]:
                print("    %s:%s:%s: %s" % (e.get("file"), e.get("line"), e.get("column"), e.get("message")))
        per_rule = collections.Counter((f["rule"], f["severity"]) for f in audit.get("findings", []))
        if per_rule:
            print("\n  %-32s %-8s %8s" % ("findings per rule", "severity", "count"))
            for (rule, sev), n in sorted(per_rule.items(), key=lambda x: (-x[1], x[0])):
                print("  %-32s %-8s %8d" % (rule, sev, n))
    folders = load_lines(os.path.join(state, "folders.jsonl"))
    tables = load_lines(os.path.join(state, "tables.jsonl"))
    if folders:
        print("\n  folder conversion (btnloc convert <folder> -o <dir>):")
        for f in folders:
            print("    %-60s %s" % (clip(f["label"], 60), f["status"]))
    if tables:
        cols = ("locales", "keys", "lost-keys", "changed-values", "lost-plural-forms", "changed-plural-forms",
                "lost-stringsdict-fields", "added-keys", "locale-not-written")
        short = ("locs", "keys", "lost", "changed", "lostPF", "chgPF", "lostSD", "added", "locLost")
        print("\n  round trip (tables -> catalog -> tables), per table:")
        print("    %-60s %-6s " % ("folder/table", "status") + " ".join("%7s" % s for s in short))
        totals = collections.Counter()
        for t in tables:
            c = collections.Counter(t["counts"])
            totals.update(c)
            print("    %-60s %-6s " % (clip(t["label"], 60), t["status"][:6]) + " ".join("%7d" % c[k] for k in cols))
        print("    %-60s %-6s " % ("TOTAL", "") + " ".join("%7d" % totals[k] for k in cols))
        others = sorted(k for k in totals if k not in cols)
        if others:
            print("    other differences: " + ", ".join("%s %d" % (k, totals[k]) for k in others))
        shown = collections.Counter()
        lines = []
        for t in tables:
            for kind, exs in sorted(t["examples"].items()):
                if kind in ("locales", "keys") or shown[kind] >= 2:
                    continue
                for e in exs[:2 - shown[kind]]:
                    shown[kind] += 1
                    lines.append("    %-26s %s: %s" % (kind, t["label"], e[:220].replace("\n", "\\n")))
        if lines:
            print("\n  examples of differences:")
            print("\n".join(lines))
        failed = [t for t in tables if t["status"] != "ok"]
        for t in failed:
            print("    not compared: %s: %s" % (t["label"], t["status"]))
        w = collections.Counter()
        for t in tables:
            w.update(t["warnings"])
        if w:
            print("\n  convert warnings (both directions, places):")
            for kind, n in w.most_common():
                print("    %6d  %s" % (n, kind))
    catalogs = load_lines(os.path.join(state, "catalogs.jsonl"))
    if catalogs:
        print("\n  catalogs:")
        print("    %-70s %-14s %6s %8s %6s" % ("file", "format --check", "errors", "warnings", "notes"))
        for cat in catalogs:
            print("    %-70s %-14s %6s %8s %6s" % (clip(cat["file"], 70), cat["format"], cat["errors"], cat["warnings"], cat["notes"]))
        changed = sum(1 for c in catalogs if c["format"] == "would change")
        print("    %d of %d catalogs would change under btnloc format" % (changed, len(catalogs)))
    print()

def cmd_catalog(path, fmt_status, audit_json, audit_status, out):
    errors = warnings_ = notes = "-"
    try:
        a = json.load(open(audit_json))
        errors, warnings_, notes = a["counts"].get("error", 0), a["counts"].get("warning", 0), a["counts"].get("note", 0)
        if a.get("errors"):
            errors = "%s+%d unread" % (errors, len(a["errors"]))
    except Exception:  # noqa: BLE001
        errors = "audit exit %s" % audit_status
    with open(out, "a") as f:
        f.write(json.dumps({"file": path, "format": fmt_status, "errors": errors, "warnings": warnings_, "notes": notes}) + "\n")

def cmd_overall(root_state, apps):
    print("=" * 100)
    print("ALL APPS")
    print("=" * 100)
    print("%-16s %6s %6s %6s %7s %8s %8s %7s %7s %7s %7s %8s" % (
        "app", ".str", ".sdict", ".xcstr", "unread", "errors", "warnings", "notes", "lost", "changed", "lostPF", "fmtChg"))
    for app in apps:
        state = os.path.join(root_state, app)
        files = json.load(open(os.path.join(state, "files.json")))
        try:
            a = json.load(open(os.path.join(state, "audit.json")))
            unread, cnt = len(a.get("errors", [])), a.get("counts", {})
        except Exception:  # noqa: BLE001
            unread, cnt = "?", {}
        tot = collections.Counter()
        for t in load_lines(os.path.join(state, "tables.jsonl")):
            tot.update(t["counts"])
        fmt = sum(1 for c in load_lines(os.path.join(state, "catalogs.jsonl")) if c["format"] == "would change")
        print("%-16s %6d %6d %6d %7s %8s %8s %7s %7d %7d %7d %8d" % (
            app[:16], files["strings"], files["stringsdict"], files["xcstrings"], unread,
            cnt.get("error", "?"), cnt.get("warning", "?"), cnt.get("note", "?"),
            tot["lost-keys"], tot["changed-values"], tot["lost-plural-forms"], fmt))

def cmd_folder(label, status, out):
    with open(out, "a") as f:
        f.write(json.dumps({"label": label, "status": status}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "overall":
        cmd_overall(args[0], args[1:])
    else:
        {"compare": cmd_compare, "report": cmd_report, "catalog": cmd_catalog, "folder": cmd_folder}[cmd](*args)
PY

helper() { "$PYTHON" "$TMP/helper.py" "$@"; }

# ---------------------------------------------------------------------------
process_app() {
    local app=$1 dir=$ROOT/$1 state=$TMP/state/$1
    mkdir -p "$state"
    local n_strings n_dict n_cat
    n_strings=$(find "$dir" -name '*.strings' -type f -path '*.lproj/*' | wc -l)
    n_dict=$(find "$dir" -name '*.stringsdict' -type f -path '*.lproj/*' | wc -l)
    n_cat=$(find "$dir" -name '*.xcstrings' -type f | wc -l)
    printf '{"strings": %d, "stringsdict": %d, "xcstrings": %d}\n' "$n_strings" "$n_dict" "$n_cat" > "$state/files.json"
    echo "real-apps.sh: $app: audit" >&2

    # 1. audit
    local rc=0
    "$BTNLOC" audit "$dir" --format json --color never -o "$state/audit.json" 2> "$state/audit.err" || rc=$?
    echo "$rc" > "$state/audit.status"

    # 2. round trips of the .lproj tables, folder by folder, table by table
    local parent
    while IFS= read -r -d '' parent; do
        local rel=${parent#"$dir"}
        rel=${rel#/}
        [ -n "$rel" ] || rel=.
        local tables=()
        while IFS= read -r -d '' t; do tables+=("$t"); done < <(
            find "$parent" -mindepth 2 -maxdepth 2 -path '*.lproj/*' -type f \( -name '*.strings' -o -name '*.stringsdict' \) -print0 |
            xargs -0 -r -n1 basename | sed -E 's/\.(strings|stringsdict)$//' | sort -u | tr '\n' '\0')
        [ ${#tables[@]} -gt 0 ] || continue
        echo "real-apps.sh: $app: round trip of ${#tables[@]} table(s) in $rel" >&2

        local whole=$TMP/whole
        rm -rf "$whole"; mkdir -p "$whole"
        rc=0
        "$BTNLOC" convert "$parent" -o "$whole" --color never > /dev/null 2> "$TMP/whole.err" || rc=$?
        local fstatus="ok"
        [ "$rc" -eq 0 ] || fstatus="exit $rc: $(grep -v 'warning:' "$TMP/whole.err" | head -n1 | cut -c1-200)"
        helper folder "$rel" "$fstatus" "$state/folders.jsonl"

        local table
        for table in "${tables[@]}"; do
            local work=$TMP/rt
            rm -rf "$work"; mkdir -p "$work/stage" "$work/back"
            local lproj
            for lproj in "$parent"/*.lproj; do
                [ -d "$lproj" ] || continue
                local name; name=$(basename "$lproj")
                local ext
                for ext in strings stringsdict; do
                    if [ -f "$lproj/$table.$ext" ]; then
                        mkdir -p "$work/stage/$name"
                        cp "$lproj/$table.$ext" "$work/stage/$name/"
                    fi
                done
            done
            local status="ok"
            rc=0
            "$BTNLOC" convert "$work/stage" --table "$table" -o "$work/$table.xcstrings" --color never \
                > /dev/null 2> "$work/to.err" || rc=$?
            if [ "$rc" -ne 0 ]; then
                status="to catalog: exit $rc: $(grep -v 'warning:' "$work/to.err" | head -n1 | sed "s#$work/stage/##" | cut -c1-200)"
            else
                rc=0
                "$BTNLOC" convert "$work/$table.xcstrings" -o "$work/back" --color never \
                    > /dev/null 2> "$work/back.err" || rc=$?
                [ "$rc" -eq 0 ] || status="back to tables: exit $rc: $(grep -v 'warning:' "$work/back.err" | head -n1 | cut -c1-200)"
            fi
            local details=""
            if [ -n "$DETAILS" ]; then
                mkdir -p "$DETAILS/$app"
                details=$DETAILS/$app/roundtrip.jsonl
                { echo "== $rel/$table"; cat "$work/to.err" "$work/back.err" 2>/dev/null || true; } >> "$DETAILS/$app/convert-warnings.txt"
            fi
            helper compare "$work/stage" "$work/back" "$table" "$rel/$table" "$details" \
                "$work/to.err" "$work/back.err" "$status" "$state/tables.jsonl" \
                || echo "real-apps.sh: $app: the comparison of $rel/$table failed (see above); going on" >&2
        done
    done < <(find "$dir" -type d -name '*.lproj' -print0 | xargs -0 -r -n1 dirname | sort -u | tr '\n' '\0')

    # 3. catalogs
    local cat
    while IFS= read -r -d '' cat; do
        local fmt="unchanged"
        rc=0
        "$BTNLOC" format --check "$cat" --color never > /dev/null 2> "$TMP/format.err" || rc=$?
        case $rc in
            0) fmt="unchanged" ;;
            1) fmt="would change" ;;
            *) fmt="exit $rc" ;;
        esac
        rc=0
        "$BTNLOC" audit "$cat" --format json --color never -o "$TMP/cat-audit.json" 2> /dev/null || rc=$?
        helper catalog "${cat#"$dir"/}" "$fmt" "$TMP/cat-audit.json" "$rc" "$state/catalogs.jsonl" \
            || echo "real-apps.sh: $app: the summary of $cat failed (see above); going on" >&2
        rm -f "$TMP/cat-audit.json"
    done < <(find "$dir" -name '*.xcstrings' -type f -print0 | sort -z)

    if [ -n "$DETAILS" ]; then
        mkdir -p "$DETAILS/$app"
        cp "$state/audit.json" "$DETAILS/$app/audit.json" 2>/dev/null || true
        cp "$state/audit.err" "$DETAILS/$app/audit.stderr.txt"
    fi
    helper report "$app" "$state"
}

for app in "${APPS[@]}"; do
    process_app "$app"
done
helper overall "$TMP/state" "${APPS[@]}"
