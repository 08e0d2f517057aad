#!/usr/bin/env bash
# API walkthrough, part 1: the foundation (docs/api-walkthrough.md shows the same calls and their answers).
#
# Starts its own server on an empty embedded database (a new temporary DATA_DIR, no demo data), then as
# an organiser: creates clubs, an arbiter account and players, imports a CSV file, loses a concurrent
# update (409), creates a tournament and assigns the arbiter; as the arbiter: records a word ruling; as
# the organiser again: reads the audit trail. Stops the server at the end.
#
#   scripts/walkthrough/foundation.sh            # builds first (npm run build), port 3100
#   PORT=3200 SKIP_BUILD=1 KEEP_DATA=1 scripts/walkthrough/foundation.sh
#
# Needs bash, curl and node (JSON is read with `node -e`; jq is not needed). Exits non-zero on the first
# answer whose HTTP status is not the expected one.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PORT=${PORT:-3100}
BASE="http://127.0.0.1:$PORT"
ADMIN_EMAIL=organisateur@club-douai.fr
ADMIN_PASSWORD='walkthrough-organiser-1'
ARBITER_EMAIL=arbitre@club-douai.fr
ARBITER_PASSWORD='walkthrough-arbiter-1'

WORK=$(mktemp -d "${TMPDIR:-/tmp}/greffier-walkthrough.XXXXXX")
DATA_DIR="$WORK/data"
BODY="$WORK/body"
HEADERS="$WORK/headers"
SERVER_PID=""
ORGANISER_TOKEN=""
ARBITER_TOKEN=""

# ---------------------------------------------------------------------------------------------------
# Helpers

step() { printf '\n== %s\n' "$*"; }

# json PATH: a value of the last answer's body, e.g. `json token`, `json items.0.id`, `json total`.
json() {
  node -e '
    const body = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const value = process.argv[2].split(".").filter(Boolean).reduce((o, k) => (o == null ? undefined : o[k]), body);
    if (value === undefined) { console.error(`no ${process.argv[2]} in the answer`); process.exit(1); }
    console.log(typeof value === "object" ? JSON.stringify(value) : value);
  ' "$BODY" "$1"
}

# header NAME: a header of the last answer.
header() { tr -d '\r' <"$HEADERS" | awk -v name="$(echo "$1" | tr 'A-Z' 'a-z')" -F': ' 'tolower($1) == name { print $2 }' | tail -1; }

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

# call EXPECTED_STATUS METHOD PATH [curl options...]: prints the request (tokens shown as variables)
# and the answer; stops the walkthrough when the status is not the expected one.
call() {
  local expected=$1 method=$2 path=$3
  shift 3
  local shown="curl -X $method $BASE$path"
  case "$path" in *'?'*|*'&'*) shown="curl -X $method '$BASE$path'" ;; esac
  local arg
  for arg in "$@"; do
    case "$arg" in *' '*|*'"'*|*'$'*) shown+=" '$arg'" ;; *) shown+=" $arg" ;; esac
  done
  [ -n "$ORGANISER_TOKEN" ] && shown=${shown//$ORGANISER_TOKEN/\$ORGANISER_TOKEN}
  [ -n "$ARBITER_TOKEN" ] && shown=${shown//$ARBITER_TOKEN/\$ARBITER_TOKEN}
  echo "\$ $shown"
  local status
  status=$(curl -sS -o "$BODY" -D "$HEADERS" -w '%{http_code}' -X "$method" "$BASE$path" "$@")
  echo "-> $status $(header Content-Type | cut -d';' -f1)"
  show_body
  if [ "$status" != "$expected" ]; then
    echo "UNEXPECTED: HTTP $status, expected $expected" >&2
    exit 1
  fi
}

stop_server() {
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
  if [ "$code" -ne 0 ] && [ -f "$WORK/server.log" ]; then
    echo "--- last lines of the server log ($WORK/server.log):" >&2
    tail -n 20 "$WORK/server.log" >&2 || true
  fi
  if [ "${KEEP_DATA:-0}" = "1" ] || [ "$code" -ne 0 ]; then
    echo "kept: $WORK (data folder, server log)" >&2
  else
    rm -rf "$WORK"
  fi
  exit "$code"
}
trap cleanup EXIT

# ---------------------------------------------------------------------------------------------------
# The server: a fresh embedded database, no demo data, the first organiser from the environment.

start_server() {
  if curl -s -o /dev/null "$BASE/health"; then
    echo "something already answers on port $PORT: stop it or set PORT" >&2
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
  for _ in $(seq 1 120); do
    if curl -s -o /dev/null "$BASE/health"; then
      echo "listening on $BASE (pid $SERVER_PID, log $WORK/server.log)"
      return
    fi
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "the server stopped during start-up" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "the server did not answer within 60 s" >&2
  exit 1
}

# ---------------------------------------------------------------------------------------------------
# Part 1: Foundation

foundation() {
  local JSON='Content-Type: application/json'

  step "1. Health (public)"
  call 200 GET /health

  step "2. The organiser logs in"
  call 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}"
  ORGANISER_TOKEN=$(json token)
  local ORG="Authorization: Bearer $ORGANISER_TOKEN"
  call 200 GET /auth/me -H "$ORG"

  step "3. A write without a token is refused (401)"
  call 401 POST /clubs -H "$JSON" -d '{"name":"Club de Douai","city":"Douai"}'

  step "4. Clubs"
  call 201 POST /clubs -H "$ORG" -H "$JSON" -d '{"name":"Club de Douai","city":"Douai","federationCode":"NPC-059"}'
  DOUAI_ID=$(json id)
  call 201 POST /clubs -H "$ORG" -H "$JSON" -H "X-Audit-Reason: $(reason 'Club invité au tournoi')" \
    -d '{"name":"Les Lettreux de Laxou","city":"Laxou","federationCode":"LOR-054"}'
  LAXOU_ID=$(json id)
  call 200 GET '/clubs?q=laxou'

  step "5. An arbiter account"
  call 201 POST /accounts -H "$ORG" -H "$JSON" \
    -d "{\"email\":\"$ARBITER_EMAIL\",\"displayName\":\"Claire Arbitre\",\"password\":\"$ARBITER_PASSWORD\",\"role\":\"ARBITER\"}"
  ARBITER_ID=$(json id)

  step "6. Players"
  call 201 POST /players -H "$ORG" -H "$JSON" \
    -d "{\"licence\":\"A12345\",\"lastName\":\"Dupont\",\"firstName\":\"Marie\",\"clubId\":\"$DOUAI_ID\",\"category\":\"Senior\",\"rating\":1500}"
  MARIE_ID=$(json id)
  call 409 POST /players -H "$ORG" -H "$JSON" \
    -d "{\"licence\":\"a12345\",\"lastName\":\"Dupond\",\"firstName\":\"Marie\",\"clubId\":\"$DOUAI_ID\"}"

  step "7. Import a CSV file (Windows-1252, semicolons, French headers): first with mistakes"
  # A spreadsheet's "CSV (semicolon)" export: latin1 bytes are Windows-1252 for French letters.
  node -e 'require("fs").writeFileSync(process.argv[1], Buffer.from(process.argv[2], "latin1"))' "$WORK/joueurs.csv" \
'N° licence;Nom;Prénom;Club;Catégorie;Classement
B2001;Lefèvre;Élise;NPC-059;Junior;1210
B2002;Moreau;;LOR-054;Senior;1 480
B2003;Garçon;Benoît;Club de Nulle Part;Vétéran;
B2001;Petit;Théo;LOR-054;Senior;douze
'
  call 400 POST /players/import -H "$ORG" -H 'Content-Type: text/csv' --data-binary "@$WORK/joueurs.csv"
  call 200 GET '/players?pageSize=1' -H "$ORG"
  [ "$(json total)" = "1" ] || { echo "a refused import must write nothing" >&2; exit 1; }

  step "8. The corrected file is imported, all lines at once"
  node -e 'require("fs").writeFileSync(process.argv[1], Buffer.from(process.argv[2], "latin1"))' "$WORK/joueurs.csv" \
'N° licence;Nom;Prénom;Club;Catégorie;Classement
B2001;Lefèvre;Élise;NPC-059;Junior;1210
B2002;Moreau;Noé;LOR-054;Senior;1 480
B2003;Garçon;Benoît;LOR-054;Vétéran;
B2004;Petit;Théo;LOR-054;Senior;1350
A12345;Dupont;Marie;NPC-059;Senior;1520
'
  call 200 POST /players/import -H "$ORG" -H 'Content-Type: text/csv' \
    -H "X-Audit-Reason: $(reason 'Liste des inscrits reçue par courriel')" --data-binary "@$WORK/joueurs.csv"
  [ "$(json created)" = "4" ] && [ "$(json updated)" = "1" ] || { echo "expected 4 created, 1 updated" >&2; exit 1; }
  call 200 GET "/players?q=le&clubId=$DOUAI_ID" -H "$ORG"
  call 200 GET /players/export.csv -H "$ORG"

  step "9. A change made from an old copy of a player is refused (409)"
  call 200 GET "/players/$MARIE_ID" -H "$ORG"
  local etag
  etag=$(header ETag)
  echo "(ETag: $etag)"
  call 200 PATCH "/players/$MARIE_ID" -H "$ORG" -H "$JSON" -H "If-Match: $etag" -d '{"category":"Vétéran"}'
  call 409 PATCH "/players/$MARIE_ID" -H "$ORG" -H "$JSON" -H "If-Match: $etag" -d '{"rating":1600}'
  call 428 PATCH "/players/$MARIE_ID" -H "$ORG" -H "$JSON" -d '{"rating":1600}'
  call 200 PATCH "/players/$MARIE_ID" -H "$ORG" -H "$JSON" -d '{"version":3,"rating":1600}'

  step "10. A tournament, and its arbiter"
  call 201 POST /tournaments -H "$ORG" -H "$JSON" \
    -d "{\"name\":\"Tournoi de Douai 2026\",\"date\":\"2026-12-12\",\"venue\":\"Salle des fêtes, Douai\",\"organisingClubId\":\"$DOUAI_ID\"}"
  TOURNAMENT_ID=$(json id)
  call 201 POST "/tournaments/$TOURNAMENT_ID/arbiters" -H "$ORG" -H "$JSON" -d "{\"accountId\":\"$ARBITER_ID\"}"
  call 200 GET /tournaments

  step "11. The arbiter logs in and rules on a word"
  call 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$ARBITER_EMAIL\",\"password\":\"$ARBITER_PASSWORD\"}"
  ARBITER_TOKEN=$(json token)
  local ARB="Authorization: Bearer $ARBITER_TOKEN"
  call 403 POST /clubs -H "$ARB" -H "$JSON" -d '{"name":"Club pirate","city":"Nulle part"}'
  call 201 POST "/tournaments/$TOURNAMENT_ID/rulings" -H "$ARB" -H "$JSON" \
    -H "X-Audit-Reason: $(reason 'Contestation au coup 7')" \
    -d '{"word":"kiwi","decision":"ADMITTED","note":"Admis par le jury: nom commun du Petit Larousse"}'
  call 200 GET "/tournaments/$TOURNAMENT_ID/rulings"

  step "12. The organiser reads the audit trail"
  call 200 GET "/audit?entity=player&entityId=$MARIE_ID" -H "$ORG"
  call 200 GET '/audit?pageSize=100' -H "$ORG"
  node -e '
    const page = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${page.total} entries, newest first:`);
    for (const e of page.items) console.log(`  ${e.at}  ${(e.actorRole ?? "-").padEnd(9)} ${e.action.padEnd(13)} ${e.entity.padEnd(17)} ${e.reason ?? ""}`);
  ' "$BODY"
  call 403 GET /audit -H "$ARB"
}

start_server
foundation
step "Stop the server (SIGTERM: the database is closed, the data folder can be opened again)"
stop_server
echo "walkthrough part 1 (foundation): every answer had the expected status"
