# shellcheck shell=bash
# The helpers shared by the API walkthroughs (foundation.sh, duplicate.sh, afternoon.sh, pyramide.sh), each of
# which runs `set -euo pipefail` then `source "$(dirname "$0")/lib.sh"`. Not meant to be run on its own.
#
# Sourcing it creates the work folder (a new temporary DATA_DIR, the last answer's body and headers, the request
# files) and sets the EXIT trap that stops the server and removes the folder. ADMIN_EMAIL and ADMIN_PASSWORD (the
# first organiser, read by start_server), ARBITER_EMAIL and ARBITER_PASSWORD are the Club de Douai's unless the
# script sets others after sourcing it; it may set KEPT (what the kept folder holds, printed when KEEP_DATA=1 or
# on a failure).
#
# Options, from the environment: PORT (3100), SKIP_BUILD=1 (use the existing dist/), KEEP_DATA=1 (keep the data
# folder and the server log), VERBOSE=1 (print whole answers), START_TIMEOUT (60: seconds the server may take to
# start).
#
# PRISM=1 puts Stoplight Prism (node_modules/.bin/prism, a dev dependency) in front of the server as a validating
# proxy on PRISM_PORT (PORT + 1): every request goes through it and is checked against docs/openapi.json, and so
# is every answer. PRISM_ERRORS=1 (the default) makes Prism answer 500 instead of an answer that breaks the
# contract, so the walkthrough stops there; PRISM_ERRORS=0 lets every answer through and only counts. The
# violations are written to VIOLATIONS_FILE ($WORK/violations unless set), one JSON line each: those of every
# answer, and those of the requests the walkthrough means to be accepted (expected status below 400; a request
# sent to show a refusal is wrong on purpose), and what contract-headers.js finds of the headers Prism does not
# check (ETag, Location, Content-Disposition, Cache-Control: sent when documented, documented when sent). The
# script exits non-zero when there is any. The calls run with
# DIRECT=1 (Windows-1252 CSV imports: Prism re-encodes bodies as UTF-8) and the PDFs (binary, which Prism
# mangles) go straight to the server.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PORT=${PORT:-3100}
# API: the server itself; BASE: where the requests go (the server, or Prism in front of it).
API="http://127.0.0.1:$PORT"
PRISM=${PRISM:-0}
PRISM_PORT=${PRISM_PORT:-$((PORT + 1))}
PRISM_PID=""
if [ "$PRISM" = "1" ]; then BASE="http://127.0.0.1:$PRISM_PORT"; else BASE=$API; fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/greffier-walkthrough.XXXXXX")
DATA_DIR="$WORK/data"
BODY="$WORK/body"
HEADERS="$WORK/headers"
VIOLATIONS_FILE=${VIOLATIONS_FILE:-$WORK/violations}
PDF_DIR=${PDF_DIR:-$WORK/pdf}
KEPT="data folder, server log, request files"
SERVER_PID=""
ORGANISER_TOKEN=""
ARBITER_TOKEN=""
ARBITER2_TOKEN=""
JSON='Content-Type: application/json'
ADMIN_EMAIL=organisateur@club-douai.fr
ADMIN_PASSWORD='walkthrough-organiser-1'
ARBITER_EMAIL=arbitre@club-douai.fr
ARBITER_PASSWORD='walkthrough-arbiter-1'

# ---------------------------------------------------------------------------------------------------
# Helpers

step() { printf '\n== %s\n' "$*"; }

fail() {
  echo "UNEXPECTED: $*" >&2
  exit 1
}

# json PATH: a value of the last answer's body, e.g. `json token`, `json items.0.id`, `json form.total`.
json() {
  node -e '
    const body = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const value = process.argv[2].split(".").filter(Boolean).reduce((o, k) => (o == null ? undefined : o[k]), body);
    if (value === undefined) { console.error(`no ${process.argv[2]} in the answer`); process.exit(1); }
    console.log(typeof value === "object" ? JSON.stringify(value) : value);
  ' "$BODY" "$1"
}

# expect PATH VALUE: stops the walkthrough when a value of the last answer is not the expected one.
expect() {
  local got
  got=$(json "$1")
  [ "$got" = "$2" ] || fail "$1 is $got, expected $2"
}

# header NAME: a header of the last answer.
header() { tr -d '\r' <"$HEADERS" | awk -v name="$(echo "$1" | tr 'A-Z' 'a-z')" -F': ' 'tolower($1) == name { sub(/^[^:]*: /, ""); print }' | tail -1; }

# reason TEXT: an X-Audit-Reason value. HTTP headers carry ASCII only: accents are percent-encoded.
reason() { node -e 'process.stdout.write(encodeURIComponent(process.argv[1]))' "$1"; }

# The last answer, shortened: long arrays and strings are cut so that a step stays readable.
show_body() {
  node -e '
    const text = require("fs").readFileSync(process.argv[1], "utf8");
    const full = process.env.VERBOSE === "1";
    let out;
    try {
      const cut = (v, depth) => {
        if (full) return v;
        if (Array.isArray(v)) return v.length > 5 ? [...v.slice(0, 5).map((x) => cut(x, depth + 1)), `... ${v.length - 5} more`] : v.map((x) => cut(x, depth + 1));
        // Whole records nested in a record (before and after in an audit entry) are only counted.
        if (v && typeof v === "object" && depth >= 3 && Object.keys(v).length > 4) return `{${Object.keys(v).length} fields}`;
        if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cut(x, depth + 1)]));
        if (typeof v === "string" && v.length > 60) return v.slice(0, 40) + "...";
        return v;
      };
      out = JSON.stringify(cut(JSON.parse(text), 0));
    } catch {
      out = text.replace(/\r/g, "").split("\n").slice(0, full ? undefined : 6).join("\n");
    }
    if (out) console.log(out);
  ' "$BODY"
}

# The command as a reader would type it: tokens shown as variables, request files by their name.
shown_command() {
  local method=$1 path=$2
  shift 2
  local shown="curl -X $method $BASE$path"
  case "$path" in *'?'*|*'&'*) shown="curl -X $method '$BASE$path'" ;; esac
  local arg
  for arg in "$@"; do
    case "$arg" in *' '*|*'"'*|*'$'*) shown+=" '$arg'" ;; *) shown+=" $arg" ;; esac
  done
  [ -n "$ORGANISER_TOKEN" ] && shown=${shown//$ORGANISER_TOKEN/\$ORGANISER_TOKEN}
  [ -n "$ARBITER_TOKEN" ] && shown=${shown//$ARBITER_TOKEN/\$ARBITER_TOKEN}
  [ -n "$ARBITER2_TOKEN" ] && shown=${shown//$ARBITER2_TOKEN/\$ARBITER2_TOKEN}
  shown=${shown//@$WORK\//@}
  echo "$shown"
}

# send METHOD PATH [curl options...]: one request, its body to $BODY and its headers to $HEADERS; prints the
# status. To BASE (Prism when PRISM=1), or to the server itself with DIRECT=1.
send() {
  local method=$1 path=$2 base=$BASE
  shift 2
  [ "${DIRECT:-0}" = "1" ] && base=$API
  local status
  status=$(curl -sS -o "$BODY" -D "$HEADERS" -w '%{http_code}' -X "$method" "$base$path" "$@")
  note_exchange "$method" "$path" "$status"
  echo "$status"
}

# note_exchange METHOD PATH STATUS: the names of the last answer's headers, for contract-headers.js (PRISM=1).
note_exchange() {
  [ "$PRISM" = "1" ] || return 0
  # An answer Prism made itself (with --errors it refuses a request without the token the route needs) is not
  # the API's.
  grep -q 'stoplight.io/prism/errors' "$BODY" 2>/dev/null && return 0
  printf '%s %s %s %s\n' "$1" "$2" "$3" \
    "$(tr -d '\r' <"$HEADERS" | awk -F': ' 'NR > 1 && NF > 1 { printf "%s%s", (n++ ? "," : ""), tolower($1) }')" >>"$WORK/exchanges"
}

# record_violations EXPECTED METHOD PATH STATUS: appends what Prism found wrong with the last exchange (its
# sl-violations header, or its 500 in place of an answer that breaks the contract) to VIOLATIONS_FILE.
record_violations() {
  [ "$PRISM" = "1" ] || return 0
  local found
  found=$(header sl-violations)
  [ -n "$found" ] || [ "$4" != "500" ] || found=$(cat "$BODY")
  [ -n "$found" ] || return 0
  node -e '
    const [expected, method, path, status, found, file] = process.argv.slice(1);
    let list;
    try { const v = JSON.parse(found); list = Array.isArray(v) ? v : v.validation ?? [{ location: ["response"], message: v.detail ?? found }]; }
    catch { list = [{ location: ["?"], message: found }]; }
    // A request meant to be refused (expected 4xx) breaks the contract on purpose: only its answer counts.
    const counted = list.filter((v) => v.location?.[0] !== "request" || Number(expected) < 400);
    const op = `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{id}").split("?")[0]}`;
    for (const v of counted) require("fs").appendFileSync(file, JSON.stringify({ op, status: Number(status), location: (v.location ?? []).join("."), message: v.message }) + "\n");
  ' "$1" "$2" "$3" "$4" "$found" "$VIOLATIONS_FILE"
}

# call EXPECTED_STATUS METHOD PATH [curl options...]: prints the request and the answer; stops the
# walkthrough when the status is not the expected one.
call() {
  local expected=$1 method=$2 path=$3
  shift 3
  echo "\$ $(shown_command "$method" "$path" "$@")"
  local status
  status=$(send "$method" "$path" "$@")
  record_violations "$expected" "$method" "$path" "$status"
  echo "-> $status $(header Content-Type | cut -d';' -f1)"
  show_body
  [ "$status" = "$expected" ] || fail "HTTP $status, expected $expected"
}

# quiet EXPECTED_STATUS METHOD PATH [curl options...]: the same, on one line, without the answer (for the
# calls repeated for every sheet).
quiet() {
  exchange "$@"
  echo "\$ $(shown_command "${@:2}")  -> $STATUS"
  [ "$STATUS" = "$1" ] || { show_body; fail "HTTP $STATUS, expected $1"; }
}

# silent EXPECTED_STATUS METHOD PATH [curl options...]: a read the reader need not see.
silent() {
  exchange "$@"
  [ "$STATUS" = "$1" ] || { show_body; fail "HTTP $STATUS on $2 $3, expected $1"; }
}

# exchange EXPECTED_STATUS METHOD PATH [curl options...]: sends the call and records what Prism found wrong with
# it (record_violations); the status in STATUS, for quiet and silent.
exchange() {
  local expected=$1 method=$2 path=$3
  shift 3
  STATUS=$(send "$method" "$path" "$@")
  record_violations "$expected" "$method" "$path" "$STATUS"
}

# pdf FILE PATH [curl options...]: saves a document to PDF_DIR ($WORK/pdf unless set); checks the status, the
# type and the %PDF signature. Straight from the server, also when Prism validates the rest (it would re-encode
# the binary as text).
pdf() {
  local file=$1 path=$2
  shift 2
  mkdir -p "$PDF_DIR"
  echo "\$ $(shown_command GET "$path" "$@") -o $file"
  local status
  status=$(curl -sS -o "$PDF_DIR/$file" -D "$HEADERS" -w '%{http_code}' "$API$path" "$@")
  note_exchange GET "$path" "$status"
  local type signature pages
  type=$(header Content-Type | cut -d';' -f1)
  signature=$(head -c 5 "$PDF_DIR/$file")
  # Pages counted from the page objects (/Type /Page, not /Pages): good enough for pdfkit's output.
  pages=$(node -e 'const b = require("fs").readFileSync(process.argv[1], "latin1"); console.log((b.match(/\/Type \/Page\b/g) || []).length)' "$PDF_DIR/$file")
  echo "-> $status $type, $(wc -c <"$PDF_DIR/$file" | tr -d ' ') bytes, $pages page(s), starts with $signature ($(header Content-Disposition))"
  [ "$status" = "200" ] || fail "HTTP $status, expected 200"
  [ "$type" = "application/pdf" ] || fail "Content-Type $type, expected application/pdf"
  [ "$signature" = "%PDF-" ] || fail "$file does not start with %PDF-"
}

# The organiser logs in (ADMIN_EMAIL, ADMIN_PASSWORD): ORGANISER_TOKEN, and ORG, the header that carries it.
login_organiser() {
  call 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}"
  ORGANISER_TOKEN=$(json token)
  ORG="Authorization: Bearer $ORGANISER_TOKEN"
}

# etag PATH AUTH: the ETag (the version, "3") of a record, read without printing it.
etag() {
  silent 200 GET "$1" -H "$2"
  header ETag
}

# move_on HOW EXPECTED STATUS: the organiser moves the tournament $T on to STATUS at its current version (its
# ETag); HOW is call, or quiet where the reader need not see the answer.
move_on() {
  local version
  version=$(etag "$T" "$ORG")
  "$1" "$2" POST "$T/status" -H "$ORG" -H "$JSON" -H "If-Match: $version" -d "{\"status\":\"$3\"}"
}

# ---------------------------------------------------------------------------------------------------
# The server: a fresh embedded database, no demo data, the first organiser from the environment.

# port_taken PORT: something listens on 127.0.0.1:PORT, whatever it speaks (an HTTP check misses a NATS or a
# database server on that port).
port_taken() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start_server() {
  if port_taken "$PORT"; then
    echo "something already listens on port $PORT: stop it or set PORT" >&2
    exit 1
  fi
  if [ "${SKIP_BUILD:-0}" != "1" ]; then
    (cd "$ROOT" && npm run build --silent)
  fi
  step "Start the server (DATA_DIR=$DATA_DIR, PORT=$PORT)"
  (
    cd "$ROOT"
    exec env -u DATABASE_URL -u JWT_SECRET \
      DATA_DIR="$DATA_DIR" PORT="$PORT" HOST=127.0.0.1 SEED_DEMO_DATA=false \
      GREFFIER_ADMIN_EMAIL="$ADMIN_EMAIL" GREFFIER_ADMIN_PASSWORD="$ADMIN_PASSWORD" \
      node dist/apps/api/src/main.js
  ) >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 $((${START_TIMEOUT:-60} * 2))); do
    if curl -s -o /dev/null "$API/health"; then
      echo "listening on $API (pid $SERVER_PID, log $WORK/server.log)"
      [ "$PRISM" = "1" ] && start_prism
      return
    fi
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "the server stopped during start-up" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "the server did not answer within ${START_TIMEOUT:-60} s" >&2
  exit 1
}

# Prism, a validating proxy in front of the server (PRISM=1).
start_prism() {
  if port_taken "$PRISM_PORT"; then
    echo "something already listens on port $PRISM_PORT: stop it or set PRISM_PORT" >&2
    exit 1
  fi
  local errors=()
  [ "${PRISM_ERRORS:-1}" = "1" ] && errors=(--errors)
  "$ROOT/node_modules/.bin/prism" proxy "$ROOT/docs/openapi.json" "$API" --port "$PRISM_PORT" --host 127.0.0.1 \
    "${errors[@]}" --verboseLevel warn >"$WORK/prism.log" 2>&1 &
  PRISM_PID=$!
  for _ in $(seq 1 120); do
    if curl -s -o /dev/null "$BASE/health"; then
      echo "Prism validates every exchange on $BASE (pid $PRISM_PID, log $WORK/prism.log)"
      return
    fi
    kill -0 "$PRISM_PID" 2>/dev/null || { cat "$WORK/prism.log" >&2; echo "Prism stopped during start-up" >&2; exit 1; }
    sleep 0.5
  done
  echo "Prism did not answer within 60 s" >&2
  exit 1
}

stop_server() {
  if [ -n "$PRISM_PID" ] && kill -0 "$PRISM_PID" 2>/dev/null; then
    kill -TERM "$PRISM_PID" 2>/dev/null || true
    wait "$PRISM_PID" 2>/dev/null || true
  fi
  PRISM_PID=""
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID"
    # SIGTERM closes the database, so that the data folder can be opened again.
    for _ in $(seq 1 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.2; done
    if kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "the server did not stop within 10 s: killing it" >&2
      kill -KILL "$SERVER_PID" 2>/dev/null || true
    fi
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  SERVER_PID=""
}

cleanup() {
  local code=$?
  stop_server
  [ "$PRISM" = "1" ] && node "$ROOT/scripts/walkthrough/contract-headers.js" "$ROOT/docs/openapi.json" "$WORK/exchanges" "$VIOLATIONS_FILE"
  if [ "$PRISM" = "1" ] && [ -s "$VIOLATIONS_FILE" ]; then
    echo "--- contract violations found by Prism ($VIOLATIONS_FILE): $(wc -l <"$VIOLATIONS_FILE" | tr -d ' ')" >&2
    head -n 20 "$VIOLATIONS_FILE" >&2
    [ "$code" -ne 0 ] || code=1
  fi
  if [ "$code" -ne 0 ] && [ -f "$WORK/server.log" ]; then
    echo "--- last lines of the server log ($WORK/server.log):" >&2
    tail -n 20 "$WORK/server.log" >&2 || true
  fi
  if [ "${KEEP_DATA:-0}" = "1" ] || [ "$code" -ne 0 ]; then
    echo "kept: $WORK ($KEPT)" >&2
  else
    rm -rf "$WORK"
  fi
  exit "$code"
}
trap cleanup EXIT
