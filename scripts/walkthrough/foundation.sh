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

source "$(dirname "$0")/lib.sh"

KEPT="data folder, server log"

# ---------------------------------------------------------------------------------------------------
# Part 1: Foundation

foundation() {
  step "1. Health (public)"
  call 200 GET /health

  step "2. The organiser logs in"
  login_organiser
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
  # DIRECT=1: straight to the server when Prism validates the rest (Prism re-encodes a body as UTF-8).
  DIRECT=1 call 400 POST /players/import -H "$ORG" -H 'Content-Type: text/csv' --data-binary "@$WORK/joueurs.csv"
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
  DIRECT=1 call 200 POST /players/import -H "$ORG" -H 'Content-Type: text/csv' \
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
  call 200 POST "/tournaments/$TOURNAMENT_ID/arbiters" -H "$ORG" -H "$JSON" -d "{\"accountId\":\"$ARBITER_ID\"}"
  call 200 GET "/tournaments?status=REGISTRATION&from=2026-09-01&to=2027-08-31&clubId=$DOUAI_ID"

  step "11. The arbiter logs in and rules on a word"
  call 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$ARBITER_EMAIL\",\"password\":\"$ARBITER_PASSWORD\"}"
  ARBITER_TOKEN=$(json token)
  local ARB="Authorization: Bearer $ARBITER_TOKEN"
  call 403 POST /clubs -H "$ARB" -H "$JSON" -d '{"name":"Club pirate","city":"Nulle part"}'
  call 201 POST "/tournaments/$TOURNAMENT_ID/rulings" -H "$ARB" -H "$JSON" \
    -H "X-Audit-Reason: $(reason 'Contestation au coup 7')" \
    -d '{"word":"kiwi","decision":"ADMITTED","note":"Admis par le jury: nom commun du Petit Larousse"}'
  call 200 GET "/tournaments/$TOURNAMENT_ID/rulings?decision=ADMITTED"

  step "12. The organiser reads the audit trail"
  call 200 GET "/audit?entity=player&entityId=$MARIE_ID" -H "$ORG"
  call 200 GET '/audit?pageSize=100' -H "$ORG"
  node -e '
    const page = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${page.total} entries, newest first:`);
    for (const e of page.items) console.log(`  ${e.at}  ${(e.actorRole ?? "-").padEnd(9)} ${e.action.padEnd(13)} ${e.entity.padEnd(17)} ${e.reason ?? ""}`);
  ' "$BODY"
  call 200 GET "/audit?entity=player&action=update&from=$(date -u +%Y-%m-%d)&pageSize=1" -H "$ORG"
  call 403 GET /audit -H "$ARB"
}

start_server
foundation
step "Stop the server (SIGTERM: the database is closed, the data folder can be opened again)"
stop_server
echo "walkthrough part 1 (foundation): every answer had the expected status"
