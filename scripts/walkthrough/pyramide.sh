#!/usr/bin/env bash
# API walkthrough, part 4: a Pyramide tournament (docs/api-walkthrough.md, "Part 4", shows the same calls and
# their answers).
#
# Starts its own server on an empty embedded database (a new temporary DATA_DIR, no demo data), then runs a
# Pyramide club tournament from nothing: a club and 14 players, the tournament and its arbiter; 5 players that
# cannot be seated (422), then 14 over 3 games; game 1 drawn from the seed and its table plans; a feuille de
# marque refused box by box (422) and the four sheets of game 1 (an unfinished Ping-Pong, an enigma series cut
# to 9); a late E corrected by the arbiter, a stale correction (409), the history; game 2 by the computed
# rotation; a withdrawal and game 3; the standings with their tie-breaks; a player's partners and opponents;
# the audit trail. Stops the server at the end.
#
#   scripts/walkthrough/pyramide.sh            # builds first (npm run build), port 3100
#   PORT=3200 SKIP_BUILD=1 KEEP_DATA=1 VERBOSE=1 scripts/walkthrough/pyramide.sh
#
# Needs bash, curl and node (JSON is read with `node -e`; jq is not needed). Exits non-zero on the first
# answer whose HTTP status is not the expected one, or on a figure that is not the expected one.
set -euo pipefail

source "$(dirname "$0")/lib.sh"

ADMIN_EMAIL=organisateur@pyramide-lille.fr
ARBITER_EMAIL=arbitre@pyramide-lille.fr

# ---------------------------------------------------------------------------------------------------
# Part 4: a Pyramide tournament

# sheet_file NAME GAME TABLE OPTIONS: writes NAME.json, the feuille de marque of a table built on its plan (the
# game's JSON saved in $WORK/gameN.json): every enigma 5 words in 2 bricks and its solution (9 points), the
# Ping-Pong 2-2 (word 5 not found in 5 bricks), Noms propres 2-2, Grandes Pyramides 2-2 (team 1 stopped at its
# 3rd expression). OPTIONS (JSON): enigmas (how many finished), ppStop (the Ping-Pong stopped at brick 7), bonus
# (an enigma played for the bonus: 9 bricks, solution missed), mistakes (four boxes that break the rules).
sheet_file() {
  node -e '
    const fs = require("fs");
    const [file, gameFile, table, o] = [process.argv[1], process.argv[2], Number(process.argv[3]), JSON.parse(process.argv[4])];
    const plan = JSON.parse(fs.readFileSync(gameFile, "utf8")).tables[table - 1].plan;
    const words = (bricks) => bricks.map((n, j) => ({ bricks: n, word: `mot ${j + 1}` }));
    const enigmes = plan.enigmes.slice(0, o.enigmas ?? 12).map((t, i) => ({ title: `Énigme ${i + 1}`, dico: t.dico, syno: t.syno,
      ...(o.bonus === i ? { words: words([2, 2, 2, 2, 1]), solution: null } : { words: words([2, 2, 2, 2, 2]), solution: "la solution" }) }));
    const b = (word, team, mark) => ({ word, team, mark });
    const bricks = [b(1, 0, "x"), b(1, 1, "1"), b(2, 1, "1"), b(3, 1, "x"), b(3, 0, "1"), b(4, 0, "1"), b(5, 0, "x"), b(5, 1, "x"), b(5, 0, "x"), b(5, 1, "x"), b(5, 0, "x")];
    const sheet = {
      enigmes,
      pingPong: { teams: plan.pingPong, finished: !o.ppStop, bricks: o.ppStop ? bricks.slice(0, 7) : bricks },
      nomsPropres: { teams: plan.nomsPropres, finished: true, names: [
        { bids: [2, null], points: [1, 0] }, { bids: [3, 1], points: [0, 1] }, { bids: [2, null], points: [1, 0] }, { bids: [2, null], points: [0, 1] }] },
      grandesPyramides: { teams: plan.grandesPyramides, finished: true, pyramids: [
        { expressions: ["pomme de terre", "coup de foudre", null, null, null, null], stop: null },
        { expressions: ["pot-au-feu", "chou-fleur", null, null, null, null], stop: 2 }] },
    };
    if (o.mistakes) {
      sheet.enigmes[4].words[4].bricks = 6;                              // 14 bricks for enigma 5
      sheet.pingPong.bricks[1] = b(1, 0, "1");                           // team 0 proposes twice in a row
      sheet.nomsPropres.names[0].points = [1, 1];                        // two points in one column
      sheet.grandesPyramides.pyramids[1].expressions[3] = "tire-bouchon"; // an expression after the stop
    }
    fs.writeFileSync(file, JSON.stringify(sheet));
    console.log(`${require("path").basename(file)}: table ${table}, ${enigmes.length} enigmas, Ping-Pong ${sheet.pingPong.bricks.length} bricks${o.ppStop ? " (not finished)" : ""}${o.bonus !== undefined ? ", enigma " + (o.bonus + 1) + " played for the bonus" : ""}${o.mistakes ? ", with four mistakes" : ""}`);
  ' "$WORK/$1.json" "$WORK/$2.json" "$3" "$4"
}

# The seating of the last answer (a game), table by table.
seating_lines() {
  node -e '
    const g = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`   game ${g.number}: ${g.method}${g.fallback ? " (" + g.fallback + ")" : ""}: ${g.explanation}`);
    for (const t of g.tables) console.log(`   table ${t.number}: ${t.seats.map((s) => `${s.seat} ${s.name} (${s.bib})`).join(", ")}`);
    for (const r of g.repeats) console.log(`   meet again at table ${r.table}: ${r.names.join(" and ")} (game ${r.previousGames.join(", ")}, ${r.gamesAgo} game(s) ago)`);
    if (g.leftOut.length) console.log(`   left out: ${g.leftOut.map((p) => p.name).join(", ")}`);
  ' "$BODY"
}

# A sheet's result in one line per player.
result_lines() {
  node -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const r = s.result;
    console.log(`   game ${s.game} table ${s.table}: ${s.status}, version ${s.version}; enigmas ${r.enigmas.finished} finished, ${r.enigmas.counted} counted; cancelled: ${r.cancelled.join(", ") || "-"}; Ping-Pong ${r.teamPoints.pingPong.join("-")}`);
    for (const x of r.scores) console.log(`     ${x.name.padEnd(17)} énigmes ${String(x.enigmes).padStart(2)}  ping-pong ${x.pingPong}  noms propres ${x.nomsPropres}  pyramides ${x.grandesPyramides}  total ${x.total}  bonus ${x.bonus}  solutions ${x.solutions}`);
  ' "$BODY"
}

# enter_game N [TABLE OPTIONS]...: enters every sheet of game N (options for some tables), quietly.
enter_game() {
  local n=$1
  shift
  local tables
  tables=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).tables.length)' "$WORK/game$n.json")
  declare -A opts=()
  while [ $# -gt 1 ]; do opts[$1]=$2; shift 2; done
  local table o
  for table in $(seq 1 "$tables"); do
    o=${opts[$table]:-}
    sheet_file "g${n}t$table" "game$n" "$table" "${o:-"{}"}" >/dev/null
    quiet 200 PUT "$T/pyramide/games/$n/tables/$table/sheet" -H "$ORG" -H "$JSON" --data-binary "@$WORK/g${n}t$table.json"
  done
}

pyramide_tournament() {
  step "1. The organiser logs in; a club, 14 players (CSV), the tournament, its arbiter"
  login_organiser
  call 201 POST /clubs -H "$ORG" -H "$JSON" -d '{"name":"Club Pyramide de Lille","city":"Lille","federationCode":"NPC-059-PYR"}'
  local CLUB_ID
  CLUB_ID=$(json id)
  local names=(Martin:Anne Bernard:Bruno Dubois:Claire Thomas:Denis Robert:Émilie Richard:François Petit:Gaëlle Durand:Henri Leroy:Inès
    Moreau:Jules Simon:Karine Laurent:Louis Lefebvre:Manon Michel:Nathan) i
  { echo 'N° licence;Nom;Prénom;Club'; for i in "${!names[@]}"; do printf 'P%03d;%s;NPC-059-PYR\n' $((i + 1)) "${names[$i]/:/;}"; done; } >"$WORK/joueurs.csv"
  call 200 POST /players/import -H "$ORG" -H 'Content-Type: text/csv' --data-binary "@$WORK/joueurs.csv"
  expect created 14
  call 200 GET '/players?pageSize=100' -H "$ORG"
  local IDS
  IDS=$(node -e 'const p = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).items; console.log(p.sort((a, b) => a.licence.localeCompare(b.licence)).map((x) => x.id).join(" "))' "$BODY")
  read -r -a PLAYER <<<"$IDS"
  call 201 POST /tournaments -H "$ORG" -H "$JSON" \
    -d "{\"name\":\"Tournoi Pyramide de Lille\",\"date\":\"2026-12-19\",\"venue\":\"Maison des associations, Lille\",\"organisingClubId\":\"$CLUB_ID\"}"
  T="/tournaments/$(json id)"
  call 201 POST /accounts -H "$ORG" -H "$JSON" -d "{\"email\":\"$ARBITER_EMAIL\",\"displayName\":\"Sophie Arbitre\",\"password\":\"$ARBITER_PASSWORD\",\"role\":\"ARBITER\"}"
  call 200 POST "$T/arbiters" -H "$ORG" -H "$JSON" -d "{\"accountId\":\"$(json id)\"}"
  call 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$ARBITER_EMAIL\",\"password\":\"$ARBITER_PASSWORD\"}"
  ARBITER_TOKEN=$(json token)
  ARB="Authorization: Bearer $ARBITER_TOKEN"

  step "2. Five players cannot be seated (tables of 4 and 3): 422"
  call 201 POST "$T/entries/bulk" -H "$ORG" -H "$JSON" -d "{\"playerIds\":[\"${PLAYER[0]}\",\"${PLAYER[1]}\",\"${PLAYER[2]}\",\"${PLAYER[3]}\",\"${PLAYER[4]}\"]}"
  call 422 POST "$T/pyramide" -H "$ORG" -H "$JSON" -d '{"formula":"individuel","games":3,"seed":"lille-2026"}'
  expect errors.0.field players

  step "3. Nine more players: 14, over 3 games"
  local rest
  rest=$(printf '"%s",' "${PLAYER[@]:5}")
  call 201 POST "$T/entries/bulk" -H "$ORG" -H "$JSON" -d "{\"playerIds\":[${rest%,}]}"
  call 201 POST "$T/pyramide" -H "$ORG" -H "$JSON" -d '{"formula":"individuel","games":3,"seed":"lille-2026"}'
  expect seed lille-2026

  step "4. Game 1, drawn from the seed: tables of 4 first, then tables of 3"
  call 201 POST "$T/pyramide/games" -H "$ORG"
  expect method draw
  seating_lines
  call 200 GET "$T/pyramide/games/1"
  cp "$BODY" "$WORK/game1.json"
  node -e '
    const t = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).tables[0];
    const name = Object.fromEntries(t.seats.map((s) => [s.playerId, s.name]));
    const team = (x) => `${name[x.dico]} > ${name[x.syno]}`;
    console.log(`   table 1 plan: Ping-Pong ${t.plan.pingPong.map(team).join(" against ")}; Noms propres ${t.plan.nomsPropres.map(team).join(" against ")}; Grandes Pyramides ${t.plan.grandesPyramides.map(team).join(" against ")}`);
    console.log(`   enigmas: ${t.plan.enigmes.map((e, i) => `${i + 1}. ${team(e)}`).join("; ")}`);
    const a = t.roles[0];
    console.log(`   ${a.name} (seat A): ${a.roles.map((r) => `${r.event}${r.enigma !== null ? " " + (r.enigma + 1) : ""} ${r.role} with ${name[r.partner]}`).join("; ")}`);
  ' "$BODY"

  step "5. The arbiter opens table 1's sheet: not entered yet, a blank sheet with the plan's teams"
  call 200 GET "$T/pyramide/games/1/tables/1/sheet" -H "$ARB"
  expect entered false

  step "6. A feuille de marque with four mistakes: refused box by box, nothing stored"
  sheet_file mistakes game1 2 '{"mistakes":true}'
  call 422 PUT "$T/pyramide/games/1/tables/2/sheet" -H "$ARB" -H "$JSON" --data-binary "@$WORK/mistakes.json"
  node -e 'for (const e of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).errors) console.log(`   ${e.field}: ${e.reason}`)' "$BODY"

  step "7. The four sheets of game 1"
  sheet_file g1t1 game1 1 '{}'
  call 200 PUT "$T/pyramide/games/1/tables/1/sheet" -H "$ARB" -H "$JSON" --data-binary "@$WORK/g1t1.json"
  result_lines
  echo "The same sheet again (a retried request): nothing changes, version 1"
  call 200 PUT "$T/pyramide/games/1/tables/1/sheet" -H "$ARB" -H "$JSON" --data-binary "@$WORK/g1t1.json"
  expect version 1
  sheet_file g1t2 game1 2 '{"ppStop":true}'
  call 200 PUT "$T/pyramide/games/1/tables/2/sheet" -H "$ARB" -H "$JSON" --data-binary "@$WORK/g1t2.json"
  result_lines
  expect result.cancelled.0 pingPong
  sheet_file g1t3 game1 3 '{"bonus":0}'
  call 200 PUT "$T/pyramide/games/1/tables/3/sheet" -H "$ARB" -H "$JSON" --data-binary "@$WORK/g1t3.json"
  result_lines
  # 11 enigmas finished at a table of 3: the first 10 count, as at a table of 4 (6.1, 6.2)
  sheet_file g1t4 game1 4 '{"enigmas":11}'
  call 200 PUT "$T/pyramide/games/1/tables/4/sheet" -H "$ARB" -H "$JSON" --data-binary "@$WORK/g1t4.json"
  result_lines
  expect result.enigmas.counted 10

  step "8. A late E at table 1: C's forbidden proposal at the 4th brick of word 5 (brick 10), noticed at the 5th"
  call 428 POST "$T/pyramide/games/1/tables/1/corrections" -H "$ARB" -H "$JSON" -d '{"lateE":{"event":"pingPong","brick":9},"reason":"E de C"}'
  local version
  version=$(etag "$T/pyramide/games/1/tables/1/sheet" "$ARB")
  call 200 POST "$T/pyramide/games/1/tables/1/corrections" -H "$ARB" -H "$JSON" -H "If-Match: $version" \
    -d '{"lateE":{"event":"pingPong","brick":9},"reason":"E de C au 4e essai du mot 5, relevé par B au 5e : le point à A-B"}'
  result_lines
  expect result.teamPoints.pingPong '[3,2]'
  local SHEET_ID
  SHEET_ID=$(json id)
  echo "The organiser, from the copy read before the correction:"
  call 409 POST "$T/pyramide/games/1/tables/1/corrections" -H "$ORG" -H "$JSON" -H "If-Match: $version" \
    -d '{"lateE":{"event":"pingPong","brick":8},"reason":"E de A"}'
  call 200 GET "$T/pyramide/games/1/tables/1/corrections" -H "$ORG"
  node -e '
    for (const c of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).items)
      console.log(`   ${c.at} ${c.by.name}: ${c.kind} ${JSON.stringify(c.lateE)} -> ${JSON.stringify(c.outcome)}, "${c.reason}"; ${c.totals.map((x) => `${x.name} ${x.before} -> ${x.after}`).join(", ")}`);
  ' "$BODY"

  step "9. Game 1's results (public)"
  call 200 GET "$T/pyramide/games/1/results"
  expect complete true

  step "10. Game 2: the regulation's rotation would mix the tables of 4 and 3, the computed one seats it"
  call 201 POST "$T/pyramide/games" -H "$ORG"
  expect method computed
  expect fallback TABLE_SIZES
  seating_lines
  call 200 GET "$T/pyramide/games/2"
  cp "$BODY" "$WORK/game2.json"
  enter_game 2 1 '{"enigmas":11}'

  step "11. A player withdraws before game 3: left out, 13 players (4 + 3 + 3 + 3)"
  call 200 GET "$T/entries"
  local entry entry_version
  entry=$(json items.13.id)
  entry_version=$(json items.13.version)
  call 200 DELETE "$T/entries/$entry" -H "$ORG" -H "If-Match: \"$entry_version\"" -H "X-Audit-Reason: $(reason 'Nathan Michel, malade, rentre chez lui')"
  call 201 POST "$T/pyramide/games" -H "$ORG"
  expect fallback PLAYERS_CHANGED
  seating_lines
  call 200 GET "$T/pyramide/games/3"
  cp "$BODY" "$WORK/game3.json"
  enter_game 3

  step "12. The standings (public): total, then bonus, then enigma solutions, then the draw"
  call 200 GET "$T/pyramide/standings"
  expect provisional false
  node -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const r of s.rows) console.log(`   ${String(r.rank).padStart(2)}. ${r.name.padEnd(17)} ${String(r.total).padStart(3)}  bonus ${r.bonus}  solutions ${r.solutions}  games ${r.perGame.map((g) => g.total ?? "-").join(" + ")}${r.withdrawn ? " (withdrawn)" : ""}  ${r.brokenByReason ?? ""}`);
  ' "$BODY"

  step "13. A player's partners and opponents (public)"
  call 200 GET "$T/pyramide/players/${PLAYER[0]}/history"
  node -e '
    const h = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const g of h.games) console.log(`   game ${g.game}, table ${g.table} seat ${g.seat}: partners ${g.partners.map((p) => p.name).join(", ")}; opponents ${g.opponents.map((p) => p.name).join(", ")}; ${g.score?.total ?? "-"} points`);
  ' "$BODY"

  step "14. Table 1's sheet in the audit trail: entered, then corrected"
  call 200 GET "/audit?entity=pyramide_sheet&entityId=$SHEET_ID" -H "$ORG"
  node -e '
    for (const e of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).items.reverse())
      console.log(`   ${e.at} ${e.actorRole} ${e.action}: totals ${e.before ? Object.values(e.before.totals).join(" ") : "-"} -> ${Object.values(e.after.totals).join(" ")}  ${e.reason ?? ""}`);
  ' "$BODY"
  expect items.0.action sheet.correct
}

start_server
pyramide_tournament
step "Stop the server (SIGTERM: the database is closed, the data folder can be opened again)"
stop_server
echo "walkthrough part 4 (Pyramide): every answer had the expected status"
