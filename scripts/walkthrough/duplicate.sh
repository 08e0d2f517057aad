#!/usr/bin/env bash
# API walkthrough, part 2: the duplicate morning (docs/api-walkthrough.md, "Part 2", shows the same calls and
# their answers).
#
# Starts its own server on an empty embedded database (a new temporary DATA_DIR, no demo data), then runs a
# tournament's morning from nothing: clubs, players from a CSV file, the tournament, two arbiters; registration
# with table numbers; the duplicate set up from a seed (30 coups), three prepared draws typed in; the answer
# sheets and the arbiters' sheet printed; the move to DUPLICATE, the room display driven coup by coup, live
# points; a late player; sheets entered whole (one
# sent twice) and coup by coup; the pair correction; CORRECTION and the arbiters' worklist; a correction with
# a reason, a stale version (409), forced points and their revert, a ruling that rescores every sheet, a sheet
# not counted; every sheet checked; MATCHES and the ranking; a step reopened with a reason; the PDFs saved to
# files. Stops the server at the end.
#
#   scripts/walkthrough/duplicate.sh            # builds first (npm run build), port 3100
#   PORT=3200 SKIP_BUILD=1 KEEP_DATA=1 VERBOSE=1 scripts/walkthrough/duplicate.sh
#   PDF_DIR=./walkthrough-pdf scripts/walkthrough/duplicate.sh    # keep the PDFs there
#
# Needs bash, curl and node (JSON is read with `node -e`; jq is not needed). Exits non-zero on the first
# answer whose HTTP status is not the expected one, or on a figure that is not the expected one.
set -euo pipefail

source "$(dirname "$0")/lib.sh"

ARBITER2_EMAIL=arbitre@lettreux-laxou.fr
ARBITER2_PASSWORD='walkthrough-arbiter-2'
PDF_DIR=${PDF_DIR:-$WORK/pdf}
KEPT="data folder, server log, request files; PDFs in $PDF_DIR"

# ---------------------------------------------------------------------------------------------------
# Helpers (those of lib.sh, plus sheets)

# sheet_file NAME SPEC: writes NAME.json, a whole answer sheet for the session's $DRAWS coups. SPEC is JSON:
# "coups" gives the answers written ({"2":{"word":"remaniable"}}); every other coup is a blank box
# ({"round":7}); the other fields (declaredTotal, correctorPlayerId...) are copied. Prints what is in it.
sheet_file() {
  node -e '
    const [file, draws, spec] = [process.argv[1], Number(process.argv[2]), JSON.parse(process.argv[3])];
    const { coups = {}, ...rest } = spec;
    const answers = Array.from({ length: draws }, (_, i) => ({ round: i + 1, ...(coups[i + 1] ?? {}) }));
    require("fs").writeFileSync(file, JSON.stringify({ answers, ...rest }));
    const written = answers.filter((a) => Object.keys(a).length > 1);
    console.log(`${require("path").basename(file)}: ${written.map((a) => JSON.stringify(a)).join(" ")} + ${draws - written.length} blank coups, ${JSON.stringify(rest)}`);
  ' "$WORK/$1.json" "$DRAWS" "$2"
}

# A sheet in one line: total, declared total, status, version, what the worklist says.
sheet_line() {
  node -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const flags = s.worklist.map((f) => f.code).join(",") || "-";
    console.log(`   table ${s.bib} ${s.name}: total ${s.form.total} (declared ${s.declaredTotal}), ${s.answered} coups typed in, status ${s.status}${s.notCounted ? " not counted " + s.notCounted : ""}, version ${s.version}, worklist ${flags}`);
  ' "$BODY"
}

# ---------------------------------------------------------------------------------------------------
# Part 2: the duplicate morning

duplicate_morning() {
  step "1. The organiser logs in"
  login_organiser

  step "2. Clubs and players (a CSV file), as in part 1"
  call 201 POST /clubs -H "$ORG" -H "$JSON" -d '{"name":"Club de Douai","city":"Douai","federationCode":"NPC-059"}'
  local DOUAI_ID
  DOUAI_ID=$(json id)
  call 201 POST /clubs -H "$ORG" -H "$JSON" -d '{"name":"Les Lettreux de Laxou","city":"Laxou","federationCode":"LOR-054"}'
  call 201 POST /clubs -H "$ORG" -H "$JSON" -d '{"name":"Chiffres et Lettres de Lyon","city":"Lyon","federationCode":"ARA-069"}'
  cat >"$WORK/joueurs.csv" <<'CSV'
N° licence;Nom;Prénom;Club;Catégorie;Classement
A12345;Dupont;Marie;NPC-059;Senior;1520
B2001;Lefèvre;Élise;NPC-059;Junior;1210
B2002;Moreau;Noé;LOR-054;Senior;1480
B2003;Garçon;Benoît;LOR-054;Vétéran;
B2004;Petit;Théo;LOR-054;Senior;1350
C3001;Rousseau;Camille;ARA-069;Senior;1600
C3002;Fabre;Hugo;ARA-069;Junior;1100
C3003;Blanc;Léa;ARA-069;Vétéran;1250
CSV
  call 200 POST /players/import -H "$ORG" -H 'Content-Type: text/csv' --data-binary "@$WORK/joueurs.csv"
  expect created 8
  call 200 GET '/players?pageSize=100' -H "$ORG"
  # The players' ids by licence.
  eval "$(node -e '
    const page = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const names = { A12345: "MARIE", B2001: "ELISE", B2002: "NOE", B2003: "BENOIT", B2004: "THEO", C3001: "CAMILLE", C3002: "HUGO", C3003: "LEA" };
    for (const p of page.items) console.log(`${names[p.licence]}_ID=${p.id}`);
  ' "$BODY")"

  step "3. The tournament and its two arbiters"
  call 201 POST /tournaments -H "$ORG" -H "$JSON" \
    -d "{\"name\":\"Tournoi de Douai 2026\",\"date\":\"2026-12-12\",\"venue\":\"Salle des fêtes, Douai\",\"organisingClubId\":\"$DOUAI_ID\"}"
  TOURNAMENT_ID=$(json id)
  local T="/tournaments/$TOURNAMENT_ID"
  call 201 POST /accounts -H "$ORG" -H "$JSON" \
    -d "{\"email\":\"$ARBITER_EMAIL\",\"displayName\":\"Claire Arbitre\",\"password\":\"$ARBITER_PASSWORD\",\"role\":\"ARBITER\"}"
  local CLAIRE_ID
  CLAIRE_ID=$(json id)
  call 201 POST /accounts -H "$ORG" -H "$JSON" \
    -d "{\"email\":\"$ARBITER2_EMAIL\",\"displayName\":\"Paul Arbitre\",\"password\":\"$ARBITER2_PASSWORD\",\"role\":\"ARBITER\"}"
  local PAUL_ID
  PAUL_ID=$(json id)
  call 200 POST "$T/arbiters" -H "$ORG" -H "$JSON" -d "{\"accountId\":\"$CLAIRE_ID\"}"
  call 200 POST "$T/arbiters" -H "$ORG" -H "$JSON" -d "{\"accountId\":\"$PAUL_ID\"}"
  call 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$ARBITER_EMAIL\",\"password\":\"$ARBITER_PASSWORD\"}"
  ARBITER_TOKEN=$(json token)
  local CLAIRE="Authorization: Bearer $ARBITER_TOKEN"
  call 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$ARBITER2_EMAIL\",\"password\":\"$ARBITER2_PASSWORD\"}"
  ARBITER2_TOKEN=$(json token)
  local PAUL="Authorization: Bearer $ARBITER2_TOKEN"

  step "4. Registration: seven players, table numbers in the order given"
  call 201 POST "$T/entries/bulk" -H "$ORG" -H "$JSON" \
    -d "{\"playerIds\":[\"$MARIE_ID\",\"$ELISE_ID\",\"$NOE_ID\",\"$BENOIT_ID\",\"$THEO_ID\",\"$CAMILLE_ID\",\"$HUGO_ID\"]}"
  call 200 GET "$T/entries"
  node -e '
    for (const e of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).items) console.log(`   table ${e.bib}  ${e.firstName} ${e.lastName} (${e.clubName})`);
  ' "$BODY"

  step "5. The duplicate: 30 coups drawn from a seed, each with its top"
  call 201 POST "$T/duplicate" -H "$ORG" -H "$JSON" -d '{"seed":"douai-2026-12-12"}'
  DRAWS=$(json draws.length)
  [ "$DRAWS" = "30" ] || fail "expected 30 coups, got $DRAWS"
  node -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`   seed ${s.seed}, plan ${s.plan.name} (${s.plan.numbers} numbers, order ${s.plan.order}), ranking seed ${s.rankingSeed}`);
    for (const d of s.draws.slice(0, 7)) {
      const top = d.kind === "NUMBERS" ? (d.top.exact ? "le compte est bon: " + d.top.solution.join(" ; ") : `approche à ${d.top.distance}: ${d.top.best.join(" ou ")}`) : `${d.top.maxLength} lettres: ${d.top.words.join(", ")}`;
      console.log(`   coup ${String(d.round).padStart(2)} ${d.kind.padEnd(7)} ${d.kind === "NUMBERS" ? d.plates.join(" ") + " -> " + d.target : d.letters + " " + d.split}  top: ${top}`);
    }
    console.log(`   ... coups 8 to ${s.draws.length}`);
  ' "$BODY"
  call 409 POST "$T/duplicate" -H "$ORG" -H "$JSON" -d '{"seed":"another-seed"}'

  step "6. Prepared draws: coups 1, 2 and 3 typed in by the organiser"
  call 200 PUT "$T/duplicate/draws/1" -H "$ORG" -H "$JSON" -H 'If-Match: "1"' -d '{"kind":"numbers","plates":[3,100,8,8,10,6],"target":683}'
  call 200 PUT "$T/duplicate/draws/2" -H "$ORG" -H "$JSON" -H 'If-Match: "1"' -d '{"kind":"letters","letters":"BAMERILANE"}'
  call 200 PUT "$T/duplicate/draws/3" -H "$ORG" -H "$JSON" -H 'If-Match: "1"' -d '{"kind":"letters","letters":"anedosunei"}'
  expect top.maxLength 10
  # Three 5s do not exist: refused, nothing changes.
  call 400 PUT "$T/duplicate/draws/4" -H "$ORG" -H "$JSON" -H 'If-Match: "1"' -d '{"kind":"numbers","plates":[5,5,5,1,2,3],"target":500}'
  call 200 GET "$T/duplicate" -H "$CLAIRE"
  expect draws.0.prepared true
  expect draws.3.prepared false

  step "7. Print the answer sheets (one per player) and the arbiters' sheet of draws"
  pdf feuilles-de-reponses.pdf "$T/duplicate/documents/answer-sheets.pdf" -H "$ORG"
  pdf tirages-arbitres.pdf "$T/duplicate/documents/draws.pdf" -H "$CLAIRE"

  step "8. The duplicate starts: REGISTRATION -> DUPLICATE"
  local version
  version=$(etag "$T" "$ORG")
  echo "(tournament ETag: $version)"
  call 200 POST "$T/status" -H "$ORG" -H "$JSON" -H "If-Match: $version" -d '{"status":"DUPLICATE"}'

  step "8b. The room display: coup 1 announced (its draw hidden), its time started, its top shown, the next coup"
  call 200 GET "$T/duplicate/room"
  expect phase WAITING
  expect draw null
  call 200 POST "$T/duplicate/room" -H "$ORG" -H "$JSON" -d '{"action":"start","version":1}'
  expect phase RUNNING
  expect draw.target 683
  expect limits.thinkSeconds 40
  expect limits.writeSeconds 15
  call 200 POST "$T/duplicate/room" -H "$ORG" -H "$JSON" -d '{"action":"top","version":2}'
  expect top.exact true
  echo "A second screen pressing 'next' with the version it read before: refused, nothing skipped"
  call 409 POST "$T/duplicate/room" -H "$CLAIRE" -H "$JSON" -d '{"action":"next","version":2}'
  call 200 POST "$T/duplicate/room" -H "$CLAIRE" -H "$JSON" -d '{"action":"next","version":3}'
  expect round 2
  expect phase WAITING

  step "8c. Live points while an arbitre types: an answer scored, nothing stored"
  call 200 POST "$T/duplicate/draws/2/score" -H "$CLAIRE" -H "$JSON" -d '{"word":"remaniable"}'
  expect points 10
  call 200 POST "$T/duplicate/draws/2/score" -H "$CLAIRE" -H "$JSON" -d '{"word":"zebre"}'
  expect points 0
  expect reason.french "lettre non tirée"

  step "9. A player arrives late: registered during DUPLICATE, her own answer sheet printed"
  call 201 POST "$T/entries" -H "$ORG" -H "$JSON" -d "{\"playerId\":\"$LEA_ID\"}"
  expect bib 8
  pdf feuille-de-reponses-lea-blanc.pdf "$T/duplicate/sheets/$LEA_ID/answer-sheet.pdf" -H "$ORG"

  step "10. Sheets entered whole, one request each"
  local EXACT='100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680 ; 680 + 3 = 683'
  sheet_file marie "{\"coups\":{\"1\":{\"value\":683,\"lines\":\"$EXACT\"},\"2\":{\"word\":\"remaniable\"},\"3\":{\"word\":\"soudanien\"},\"4\":{\"value\":100,\"lines\":\"25 x 4 = 100\"},\"5\":{\"word\":\"penaude\"},\"6\":{\"word\":\"draisines\"},\"7\":{\"value\":242}},\"declaredTotal\":61,\"correctorPlayerId\":\"$ELISE_ID\",\"correctorMark\":\"É.L.\"}"
  call 200 PUT "$T/duplicate/sheets/$MARIE_ID" -H "$ORG" -H "$JSON" --data-binary "@$WORK/marie.json"
  expect form.total 61
  expect version 1
  echo "The same request again (the answer was lost, the typist sends it again):"
  call 200 PUT "$T/duplicate/sheets/$MARIE_ID" -H "$ORG" -H "$JSON" --data-binary "@$WORK/marie.json"
  expect version 1
  call 200 GET "$T/duplicate/sheets/$MARIE_ID/changes" -H "$ORG"
  [ "$(json total)" = "0" ] || fail "a retried sheet must record no change"

  echo "The other sheets:"
  sheet_file elise "{\"coups\":{\"1\":{\"value\":680},\"2\":{\"word\":\"reanimable\"},\"3\":{\"word\":\"anodines\"},\"4\":{\"lines\":\"25 x 4 = 100\"},\"5\":{\"word\":\"épandue\"},\"6\":{\"word\":\"déniaisés\"}},\"declaredTotal\":49,\"correctorPlayerId\":\"$MARIE_ID\",\"correctorMark\":\"M.D.\"}"
  sheet_file benoit "{\"coups\":{\"1\":{\"value\":683},\"2\":{\"word\":\"balnéaire\"},\"3\":{\"word\":\"adénosine\"},\"4\":{\"value\":100},\"5\":{\"word\":\"dénouée\"},\"6\":{\"word\":\"indésirés\"},\"7\":{\"lines\":\"25 x 10 = 250 ; 250 - 7 = 243\"}},\"declaredTotal\":61,\"correctorPlayerId\":\"$NOE_ID\",\"correctorMark\":\"N.M.\"}"
  sheet_file theo "{\"coups\":{\"1\":{\"value\":690},\"2\":{\"word\":\"marine\"},\"3\":{\"word\":\"dune\"}},\"declaredTotal\":13,\"correctorPlayerId\":\"$CAMILLE_ID\",\"correctorMark\":\"C.R.\"}"
  sheet_file camille "{\"coups\":{\"1\":{\"lines\":\"100 x 6 = 600 ; 10 x 8 = 80 ; 600 + 80 = 680\"},\"2\":{\"word\":\"ranimable\"},\"3\":{\"word\":\"saoudienne\"},\"4\":{\"value\":100},\"5\":{\"word\":\"penaude\"},\"6\":{\"word\":\"draisine\"}},\"declaredTotal\":49,\"declaredForm\":{\"tens\":1,\"numbersPoints\":15,\"nines\":2,\"eights\":1,\"sevens\":1},\"correctorPlayerId\":\"$THEO_ID\",\"correctorMark\":\"T.P.\"}"
  sheet_file hugo "{\"coups\":{\"1\":{\"value\":684,\"lines\":\"100 x 6 = 600 ; 8 x 10 = 80 ; 600 + 80 = 680 ; 680 + 3 = 684\"},\"2\":{\"word\":\"minéral\"},\"3\":{\"word\":\"anodines\"},\"4\":{\"value\":100},\"6\":{\"word\":\"draisine\"}},\"declaredTotal\":40,\"correctorPlayerId\":\"$LEA_ID\",\"correctorMark\":\"L.B.\"}"
  sheet_file lea "{\"coups\":{\"1\":{\"value\":683},\"2\":{\"word\":\"aimable\"},\"3\":{\"word\":\"audonien\"},\"4\":{\"value\":10},\"5\":{\"word\":\"penaude\"}},\"declaredTotal\":40,\"correctorPlayerId\":\"$HUGO_ID\",\"correctorMark\":\"H.F.\"}"
  local name id
  for name in elise benoit theo camille hugo lea; do
    id=$(eval "echo \$$(echo "$name" | tr 'a-z' 'A-Z')_ID")
    quiet 200 PUT "$T/duplicate/sheets/$id" -H "$ORG" -H "$JSON" --data-binary "@$WORK/$name.json"
    sheet_line
  done
  call 200 GET "$T/duplicate/sheets/$ELISE_ID" -H "$ORG"
  node -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const a of s.answers.slice(0, 7)) console.log(`   coup ${a.round}: ${JSON.stringify(a.word ?? a.value ?? a.lines)} -> ${a.points} points${a.topped ? ", topé" : ""}${a.reason ? ", " + (a.reason.code ?? "") + " " + a.reason.message : ""}${a.flagged ? " [flagged]" : ""}`);
  ' "$BODY"
  expect form.total 39
  call 200 GET "$T/duplicate/sheets/$HUGO_ID" -H "$ORG"
  expect answers.0.reason.code WRONG_ARITHMETIC

  step "11. A sheet entered coup by coup"
  call 200 PUT "$T/duplicate/sheets/$NOE_ID/answers/1" -H "$ORG" -H "$JSON" -d '{"value":683}'
  expect version 1
  call 200 PUT "$T/duplicate/sheets/$NOE_ID/answers/2" -H "$ORG" -H "$JSON" -H 'If-Match: "1"' -d '{"word":"ranimable"}'
  expect version 2
  echo "The same coup again, with the same old version (a retried request):"
  call 200 PUT "$T/duplicate/sheets/$NOE_ID/answers/2" -H "$ORG" -H "$JSON" -H 'If-Match: "1"' -d '{"word":"ranimable"}'
  expect version 2
  call 200 PUT "$T/duplicate/sheets/$NOE_ID/answers/3" -H "$ORG" -H "$JSON" -H 'If-Match: "2"' -d '{"word":"soudanien"}'
  expect form.total 27
  sheet_line

  step "12. The pair correction: each sheet marked PAIR_CORRECTED"
  for id in "$MARIE_ID" "$ELISE_ID" "$BENOIT_ID" "$THEO_ID" "$CAMILLE_ID" "$HUGO_ID" "$LEA_ID"; do
    version=$(etag "$T/duplicate/sheets/$id" "$ORG")
    quiet 200 POST "$T/duplicate/sheets/$id/status" -H "$ORG" -H "$JSON" -H "If-Match: $version" -d '{"status":"PAIR_CORRECTED"}'
  done

  step "13. The sheets go to the arbiters: DUPLICATE -> CORRECTION"
  move_on call 200 CORRECTION

  step "14. The arbiters' worklist"
  call 200 GET "$T/duplicate/worklist" -H "$CLAIRE"
  node -e '
    const w = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`   ${w.players} players, ${w.sheets} sheets, ${w.checked} checked, ${w.draws} coups`);
    for (const i of w.items) console.log(`   table ${i.bib} ${i.name.padEnd(16)} ${String(i.sheetStatus).padEnd(14)} declared ${String(i.declaredTotal).padStart(4)} computed ${String(i.computedTotal).padStart(3)}  ${i.flags.map((f) => f.code + " (" + f.message.slice(0, 70) + ")").join("; ") || "-"}`);
  ' "$BODY"

  step "15. Noé's sheet was not finished: the typist sends the whole sheet, with its version"
  sheet_file noe "{\"coups\":{\"1\":{\"value\":683},\"2\":{\"word\":\"ranimable\"},\"3\":{\"word\":\"soudanien\"},\"4\":{\"value\":100},\"6\":{\"word\":\"désira\"},\"7\":{\"value\":250}},\"declaredTotal\":45,\"correctorPlayerId\":\"$BENOIT_ID\",\"correctorMark\":\"B.G.\"}"
  call 428 PUT "$T/duplicate/sheets/$NOE_ID" -H "$ORG" -H "$JSON" --data-binary "@$WORK/noe.json"
  call 200 PUT "$T/duplicate/sheets/$NOE_ID" -H "$ORG" -H "$JSON" -H 'If-Match: "3"' --data-binary "@$WORK/noe.json"
  sheet_line
  expect form.total 39
  expect answers.5.reason.code CONJUGATED_VERB
  call 200 POST "$T/duplicate/sheets/$NOE_ID/status" -H "$ORG" -H "$JSON" -H 'If-Match: "4"' -d '{"status":"PAIR_CORRECTED"}'

  step "16. Claire corrects an answer, with a reason"
  version=$(etag "$T/duplicate/sheets/$ELISE_ID" "$CLAIRE")
  echo "(Élise's sheet, ETag $version; Paul read it at the same time)"
  local paul_version=$version
  call 200 PATCH "$T/duplicate/sheets/$ELISE_ID/answers/2" -H "$CLAIRE" -H "$JSON" -H "If-Match: $version" \
    -d "{\"word\":\"réanimable\",\"reason\":\"l'accent est bien sur la feuille\"}"
  expect form.total 49
  sheet_line

  step "17. Paul, from the copy he read before, gets 409 and reloads"
  call 409 PATCH "$T/duplicate/sheets/$ELISE_ID/answers/2" -H "$PAUL" -H "$JSON" -H "If-Match: $paul_version" \
    -d '{"pointsOverride":10,"reason":"accent visible sur la feuille"}'
  call 200 GET "$T/duplicate/sheets/$ELISE_ID" -H "$PAUL"
  expect answers.1.word réanimable
  sheet_line

  step "18. Forced points, the sheet's history, and a revert"
  version=$(etag "$T/duplicate/sheets/$HUGO_ID" "$PAUL")
  call 200 PATCH "$T/duplicate/sheets/$HUGO_ID/answers/1" -H "$PAUL" -H "$JSON" -H "If-Match: $version" \
    -d '{"pointsOverride":8,"reason":"lapsus sur la dernière ligne, 684 annoncé"}'
  expect form.total 40
  call 200 GET "$T/duplicate/sheets/$HUGO_ID/changes?round=1" -H "$CLAIRE"
  local CHANGE_ID
  CHANGE_ID=$(json items.0.id)
  version=$(etag "$T/duplicate/sheets/$HUGO_ID" "$CLAIRE")
  call 200 POST "$T/duplicate/sheets/$HUGO_ID/changes/$CHANGE_ID/revert" -H "$CLAIRE" -H "$JSON" -H "If-Match: $version" \
    -d '{"reason":"ligne 4 fausse (680 + 3 = 683) : le compte est en erreur, règlement"}'
  expect form.total 32
  call 200 GET "$T/duplicate/sheets/$HUGO_ID/changes" -H "$CLAIRE"
  node -e '
    for (const c of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).items)
      console.log(`   change ${c.id} coup ${c.round} ${c.action.padEnd(7)} points ${c.before?.points ?? "-"} -> override ${c.after?.pointsOverride ?? "none"}  "${c.reason}"${c.revertOf ? " (revert of " + c.revertOf + ")" : ""}`);
  ' "$BODY"

  step "19. A ruling: the arbiters admit a word; every sheet is scored again"
  call 201 POST "$T/rulings" -H "$CLAIRE" -H "$JSON" -H "X-Audit-Reason: $(reason 'Contestation de Léa Blanc au coup 3')" \
    -d '{"word":"audonien","decision":"ADMITTED","note":"Admis par le jury : habitant de Saint-Ouen, Petit Larousse"}'
  call 200 GET "$T/duplicate/sheets/$LEA_ID" -H "$CLAIRE"
  expect answers.2.points 8
  sheet_line

  step "20. A sheet not counted: the reason is required"
  version=$(etag "$T/duplicate/sheets/$THEO_ID" "$CLAIRE")
  call 422 POST "$T/duplicate/sheets/$THEO_ID/status" -H "$CLAIRE" -H "$JSON" -H "If-Match: $version" -d '{"notCounted":"UNREADABLE"}'
  call 200 POST "$T/duplicate/sheets/$THEO_ID/status" -H "$CLAIRE" -H "$JSON" -H "If-Match: $version" \
    -d '{"notCounted":"UNREADABLE","reason":"feuille illisible à partir du coup 4 (crayon effacé)"}'
  sheet_line

  step "21. Every sheet checked"
  call 200 GET "$T/duplicate/ranking"
  expect provisional true
  for id in "$MARIE_ID" "$ELISE_ID" "$NOE_ID" "$BENOIT_ID" "$THEO_ID" "$CAMILLE_ID" "$HUGO_ID" "$LEA_ID"; do
    version=$(etag "$T/duplicate/sheets/$id" "$CLAIRE")
    quiet 200 POST "$T/duplicate/sheets/$id/status" -H "$CLAIRE" -H "$JSON" -H "If-Match: $version" -d '{"status":"CHECKED"}'
  done
  call 200 GET "$T/duplicate/worklist" -H "$CLAIRE"
  expect checked 8
  node -e '
    const w = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const i of w.items) console.log(`   table ${i.bib} ${i.name.padEnd(16)} ${i.sheetStatus} ${i.flags.map((f) => f.code).join(", ")}`);
  ' "$BODY"

  step "22. CORRECTION -> MATCHES: the ranking of the duplicate"
  move_on call 200 MATCHES
  call 200 GET "$T/duplicate/ranking"
  expect provisional false
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`   provisional ${r.provisional}; top ${r.topPoints} points over ${r.draws} coups; ${r.sheets} sheets`);
    for (const x of r.rows) console.log(`   ${String(x.rank).padStart(2)}. ${x.name.padEnd(16)} ${String(x.total).padStart(3)}  ${(x.percentOfTopPerMille / 10).toFixed(1)} %  10L ${x.tens} ch ${x.numbersPoints} 9L ${x.nines} 8L ${x.eights} 7L ${x.sevens}  ${x.brokenByReason ?? ""}`);
    for (const x of r.notCounted) console.log(`   not counted: ${x.name} (${x.reason})`);
  ' "$BODY"
  expect rows.0.licence A12345
  expect rows.1.brokenBy tens
  expect rows.3.brokenBy first-topped-draw
  pdf classement-duplicate-v1.pdf "$T/duplicate/documents/ranking.pdf"
  pdf feuille-corrigee-hugo-fabre.pdf "$T/duplicate/sheets/$HUGO_ID/corrected.pdf" -H "$CLAIRE"

  step "23. A typing mistake found after the ranking: reopen CORRECTION, with a reason"
  version=$(etag "$T/duplicate/sheets/$LEA_ID" "$CLAIRE")
  call 422 PATCH "$T/duplicate/sheets/$LEA_ID/answers/4" -H "$CLAIRE" -H "$JSON" -H "If-Match: $version" \
    -d '{"value":100,"reason":"la feuille porte 100, saisi 10"}'
  version=$(etag "$T" "$ORG")
  call 422 POST "$T/status" -H "$ORG" -H "$JSON" -H "If-Match: $version" -d '{"status":"CORRECTION"}'
  call 200 POST "$T/status" -H "$ORG" -H "$JSON" -H "If-Match: $version" \
    -d '{"status":"CORRECTION","reason":"Léa Blanc, coup 4 : 100 sur la feuille, 10 saisi"}'
  version=$(etag "$T/duplicate/sheets/$LEA_ID" "$CLAIRE")
  call 200 PATCH "$T/duplicate/sheets/$LEA_ID/answers/4" -H "$CLAIRE" -H "$JSON" -H "If-Match: $version" \
    -d '{"value":100,"reason":"la feuille porte 100, saisi 10"}'
  sheet_line
  expect form.total 40
  move_on call 200 MATCHES
  call 200 GET "$T/duplicate/ranking"
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const x of r.rows) console.log(`   ${x.rank}. ${x.name} ${x.total}`);
  ' "$BODY"
  expect rows.4.licence C3003
  pdf classement-duplicate.pdf "$T/duplicate/documents/ranking.pdf"
  pdf feuille-corrigee-lea-blanc.pdf "$T/duplicate/sheets/$LEA_ID/corrected.pdf" -H "$ORG"

  step "24. The steps of the day in the audit trail"
  call 200 GET "/audit?entity=tournament&entityId=$TOURNAMENT_ID" -H "$ORG"
  node -e '
    const page = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const e of [...page.items].reverse()) console.log(`   ${e.at}  ${e.action.padEnd(15)} ${e.before?.status ?? ""}${e.after?.status ? " -> " + e.after.status : ""}  ${e.reason ?? ""}`);
  ' "$BODY"
}

start_server
duplicate_morning
step "Stop the server (SIGTERM: the database is closed, the data folder can be opened again)"
stop_server
echo "PDFs: $(cd "$PDF_DIR" && ls | tr '\n' ' ')"
echo "walkthrough part 2 (duplicate): every answer had the expected status"
