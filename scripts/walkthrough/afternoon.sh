#!/usr/bin/env bash
# API walkthrough, part 3: the afternoon (docs/api-walkthrough.md, "Part 3", shows the same calls and their
# answers).
#
# Starts its own server on an empty embedded database (a new temporary DATA_DIR, no demo data), then runs a
# tournament's afternoon from nothing: six clubs, 29 players from a CSV file, the tournament and its arbitre; a
# quick duplicate (5 prepared coups, every sheet typed so that the ranking is known in advance), checked; the
# poules refused before MATCHES; a player left out with a reason; poules A (16) and B (12, four byes); a match
# sheet typed draw by draw; a forfeit; a 1/4 tied into extra draws and sudden death; a classification match
# tied and decided by the duplicate rank; a 1/8 typed wrong and corrected after its players played on
# (confirmReset); every other match; the general ranking and the best-club cup; FINISHED. Stops the server at
# the end.
#
#   scripts/walkthrough/afternoon.sh            # builds first (npm run build), port 3100
#   PORT=3200 SKIP_BUILD=1 KEEP_DATA=1 VERBOSE=1 scripts/walkthrough/afternoon.sh
#
# Needs bash, curl and node (JSON is read with `node -e`; jq is not needed). Exits non-zero on the first
# answer whose HTTP status is not the expected one, or on a figure that is not the expected one.
set -euo pipefail

source "$(dirname "$0")/lib.sh"

T=""

# ---------------------------------------------------------------------------------------------------
# Helpers (those of lib.sh, plus match sheets)

# A match in one line: players, score, extra draws, sudden death, status, how it was decided, what it needs.
match_line() {
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const who = (p) => (p ? p.name : "-");
    const extra = m.extra ? `, extra ${m.extra.join("-")}` : "";
    const sd = m.suddenDeath && m.suddenDeath.length ? `, sudden death ${m.suddenDeath.map((p) => p.join("-")).join(" ")}` : "";
    const parts = [m.status];
    if (m.winner) parts.push(`winner ${m.winner.name} (${m.decidedBy})`);
    if (m.needs) parts.push(`needs ${m.needs}`);
    if (m.absent && m.absent.length) parts.push(`absent ${m.absent.join("+")}`);
    console.log(`   ${m.code.padEnd(10)} ${who(m.a)} - ${who(m.b)}: ${m.score.join("-")}${extra}${sd}, ${parts.join(", ")}, version ${m.version}`);
  ' "$BODY"
}

# read_match CODE AUTH: the match with its draws (and their tops) into match.json, without printing it.
read_match() {
  silent 200 GET "$T/matches/$1" -H "$2"
  cp "$BODY" "$WORK/match.json"
}

# match_file NAME SPEC: writes NAME.json, a whole match sheet for the match last read. SPEC is JSON:
# {"REGULAR":[7,3]}: player a wins the first 7 draws (a writes the top, b nothing), b the next 3, both write
# the top on the others (0-0); "EXTRA" the same for the 2 extra draws; "SUDDEN_DEATH":[[0,0],[1,0]] one pair
# per sudden-death draw; "confirmReset" and "reason" are copied. Prints what is in it.
match_file() {
  node -e '
    const [file, spec] = [process.argv[1], JSON.parse(process.argv[3])];
    const m = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
    const top = (d) => (d.kind === "NUMBERS" ? { value: d.top.best[0], lines: d.top.solution.join(" ; ") } : { word: d.top.words[0] });
    const draws = [];
    const said = [];
    for (const phase of ["REGULAR", "EXTRA", "SUDDEN_DEATH"]) {
      const mine = m.draws.filter((d) => d.phase === phase);
      if (!(phase in spec)) continue;
      if (phase === "SUDDEN_DEATH") {
        spec[phase].forEach(([x, y], i) => {
          const d = mine[i];
          if (!d) throw new Error(`no sudden-death draw ${i + 1} yet`);
          draws.push({ phase, round: d.round, a: x || !y ? top(d) : {}, b: y || !x ? top(d) : {} });
        });
        said.push(`${spec[phase].length} sudden-death draw(s) ${spec[phase].map((p) => p.join("-")).join(" ")}`);
        continue;
      }
      const [wa, wb] = spec[phase];
      mine.forEach((d, i) => draws.push({ phase, round: d.round, a: i < wa || i >= wa + wb ? top(d) : {}, b: i >= wa ? top(d) : {} }));
      said.push(`${mine.length} ${phase} draws: a wins ${wa}, b wins ${wb}, ${mine.length - wa - wb} equal`);
    }
    const { REGULAR, EXTRA, SUDDEN_DEATH, ...rest } = spec;
    require("fs").writeFileSync(file, JSON.stringify({ draws, ...rest }));
    console.log(`   ${require("path").basename(file)}: ${said.join("; ")}${Object.keys(rest).length ? " " + JSON.stringify(rest) : ""}`);
  ' "$WORK/$1.json" "$WORK/match.json" "$2"
}

# play CODE AUTH SPEC [EXPECTED]: reads the match, writes its sheet from SPEC, sends it with the version read.
play() {
  local code=$1 auth=$2 spec=$3 expected=${4:-200}
  read_match "$code" "$auth"
  local version
  version=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).version)' "$WORK/match.json")
  match_file "$code" "$spec" >/dev/null
  quiet "$expected" PUT "$T/matches/$code/sheet" -H "$auth" -H "$JSON" -H "If-Match: \"$version\"" --data-binary "@$WORK/$code.json"
  [ "$expected" = "200" ] && match_line
  return 0
}

# play_ready POULE AUTH [REGEX]: plays every READY match of the poule (whose code matches REGEX), the better
# seed winning, until none is left.
play_ready() {
  local poule=$1 auth=$2 filter=${3:-.} code spec
  while :; do
    silent 200 GET "$T/poules"
    local todo
    todo=$(node -e '
      const poule = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).find((p) => p.code === process.argv[2]);
      const seed = new Map(poule.entries.map((e) => [e.playerId, e.seed]));
      for (const m of poule.matches.filter((x) => x.status === "READY" && new RegExp(process.argv[3]).test(x.code))) {
        const [sa, sb] = [seed.get(m.a.playerId), seed.get(m.b.playerId)];
        const n = [...m.code].reduce((s, c) => s + c.charCodeAt(0), 0);
        const [w, l] = [5 + (n % 4), n % 4];
        console.log(`${m.code} ${JSON.stringify({ REGULAR: sa < sb ? [w, l] : [l, w] })}`);
      }
    ' "$BODY" "$poule" "$filter")
    [ -n "$todo" ] || break
    while read -r code spec; do
      play "$code" "$auth" "$spec"
    done <<<"$todo"
  done
}

# The poules' places, as the public board shows them.
places_lines() {
  node -e '
    for (const p of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))) {
      const held = p.places.filter((x) => x.status !== "empty");
      console.log(`   poule ${p.code}: ` + held.map((x) => `${x.place}. ${x.player ? x.player.name : "(" + x.status + ")"}`).join(", "));
    }
  ' "$BODY"
}

# ---------------------------------------------------------------------------------------------------
# Part 3: the afternoon

afternoon() {
  step "1. The organiser logs in; six clubs; 29 players from a CSV file, in the order of the duplicate to come"
  login_organiser
  local club
  for club in 'Club de Douai|Douai|NPC-059' 'Les Lettreux de Laxou|Laxou|LOR-054' 'Chiffres et Lettres de Lyon|Lyon|ARA-069' \
    'Cercle lillois|Lille|HDF-LIL' 'Club de Valenciennes|Valenciennes|HDF-VAL' 'Lettres de Bastia|Bastia|COR-020'; do
    IFS='|' read -r name city code <<<"$club"
    quiet 201 POST /clubs -H "$ORG" -H "$JSON" -d "{\"name\":\"$name\",\"city\":\"$city\",\"federationCode\":\"$code\"}"
  done
  local DOUAI_ID
  silent 200 GET '/clubs?q=douai'
  DOUAI_ID=$(json items.0.id)
  cat >"$WORK/joueurs.csv" <<'CSV'
N° licence;Nom;Prénom;Club
A12345;Dupont;Marie;NPC-059
B2002;Moreau;Noé;LOR-054
B2003;Garçon;Benoît;LOR-054
L4001;Lefebvre;Antoine;HDF-LIL
C3001;Rousseau;Camille;ARA-069
L4002;Mercier;Julie;HDF-LIL
C3003;Blanc;Léa;ARA-069
C3002;Fabre;Hugo;ARA-069
B2001;Lefèvre;Élise;NPC-059
A12346;Lambert;Paul;NPC-059
L4003;Carpentier;Sophie;HDF-LIL
L4004;Leroy;Thomas;HDF-LIL
L4005;Delattre;Inès;HDF-LIL
L4006;Vasseur;Lucas;HDF-LIL
B2004;Petit;Théo;LOR-054
L4007;Dubois;Manon;HDF-LIL
V5001;Caron;Nathalie;HDF-VAL
A12347;Lemaire;Bernard;NPC-059
V5002;Masson;Chloé;HDF-VAL
C3004;Morel;Jacques;ARA-069
V5003;Boucher;Sarah;HDF-VAL
B2005;Girard;Louis;LOR-054
V5004;Lefort;Emma;HDF-VAL
L4008;Duhamel;Pierre;HDF-LIL
V5005;Deschamps;Anne;HDF-VAL
V5006;Leclercq;Gilles;HDF-VAL
S6001;Santoni;Paul-Antoine;COR-020
S6002;Casanova;Laetitia;COR-020
S6003;Orsini;Jean;COR-020
CSV
  call 200 POST /players/import -H "$ORG" -H 'Content-Type: text/csv' --data-binary "@$WORK/joueurs.csv"
  expect created 29
  # The players' ids, in the order of the file (the duplicate ranking to come): PLAYERS[0] is Marie Dupont.
  silent 200 GET '/players?pageSize=100' -H "$ORG"
  local -a PLAYERS
  mapfile -t PLAYERS < <(node -e '
    const page = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const order = require("fs").readFileSync(process.argv[2], "utf8").trim().split("\n").slice(1).map((l) => l.split(";")[0]);
    for (const licence of order) console.log(page.items.find((p) => p.licence === licence).id);
  ' "$BODY" "$WORK/joueurs.csv")
  [ "${#PLAYERS[@]}" = "29" ] || fail "expected 29 players"

  step "2. The tournament, its arbitre, and a quick duplicate: 5 prepared coups, the same letters each time"
  call 201 POST /tournaments -H "$ORG" -H "$JSON" \
    -d "{\"name\":\"Tournoi de Douai 2026\",\"date\":\"2026-12-12\",\"venue\":\"Salle des fêtes, Douai\",\"organisingClubId\":\"$DOUAI_ID\"}"
  TOURNAMENT_ID=$(json id)
  T="/tournaments/$TOURNAMENT_ID"
  call 201 POST /accounts -H "$ORG" -H "$JSON" \
    -d "{\"email\":\"$ARBITER_EMAIL\",\"displayName\":\"Claire Arbitre\",\"password\":\"$ARBITER_PASSWORD\",\"role\":\"ARBITER\"}"
  local CLAIRE_ID
  CLAIRE_ID=$(json id)
  quiet 200 POST "$T/arbiters" -H "$ORG" -H "$JSON" -d "{\"accountId\":\"$CLAIRE_ID\"}"
  silent 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$ARBITER_EMAIL\",\"password\":\"$ARBITER_PASSWORD\"}"
  ARBITER_TOKEN=$(json token)
  local CLAIRE="Authorization: Bearer $ARBITER_TOKEN"
  call 201 POST "$T/duplicate" -H "$ORG" -H "$JSON" \
    -d '{"seed":"douai-2026-matin","plan":{"numbers":0,"letters":[{"consonants":5,"vowels":5,"count":5}],"order":"L"}}'
  local round
  for round in 1 2 3 4 5; do
    quiet 200 PUT "$T/duplicate/draws/$round" -H "$ORG" -H "$JSON" -H 'If-Match: "1"' -d '{"kind":"letters","letters":"BAMERILANE"}'
  done
  expect top.maxLength 10
  local ids
  ids=$(printf '"%s",' "${PLAYERS[@]}")
  quiet 201 POST "$T/entries/bulk" -H "$ORG" -H "$JSON" -d "{\"playerIds\":[${ids%,}]}"

  step "3. The duplicate, quickly: the player of rank r scores 50 - r; every sheet checked by the arbitre"
  local version
  move_on quiet 200 DUPLICATE
  local i
  for i in "${!PLAYERS[@]}"; do
    # Words of BAMERILANE whose lengths add up to 50 - rank (remaniable 10, ranimable 9 ... la 2).
    node -e '
      const total = 49 - Number(process.argv[2]);
      const words = [[10, "remaniable"], [9, "ranimable"], [8, "maniable"], [7, "aimable"], [6, "abimer"], [5, "abime"], [4, "able"], [3, "ami"], [2, "la"]];
      const out = [];
      for (let left = total; left > 0; ) { const [n, w] = words.find(([l]) => l <= left && left - l !== 1); out.push(w); left -= n; }
      require("fs").writeFileSync(process.argv[1], JSON.stringify({ answers: [1, 2, 3, 4, 5].map((round) => ({ round, ...(out[round - 1] ? { word: out[round - 1] } : {}) })), declaredTotal: total }));
    ' "$WORK/sheet.json" "$i"
    quiet 200 PUT "$T/duplicate/sheets/${PLAYERS[$i]}" -H "$ORG" -H "$JSON" --data-binary "@$WORK/sheet.json"
    expect form.total $((49 - i))
  done
  move_on quiet 200 CORRECTION
  for i in "${!PLAYERS[@]}"; do
    version=$(etag "$T/duplicate/sheets/${PLAYERS[$i]}" "$CLAIRE")
    quiet 200 POST "$T/duplicate/sheets/${PLAYERS[$i]}/status" -H "$CLAIRE" -H "$JSON" -H "If-Match: $version" -d '{"status":"CHECKED"}'
  done

  step "4. The poules wait for MATCHES"
  call 422 POST "$T/poules" -H "$ORG" -H "$JSON" -d '{}'
  move_on call 200 MATCHES
  call 200 GET "$T/duplicate/ranking"
  expect provisional false
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const rows = r.rows.map((x) => `${x.rank}. ${x.name} ${x.total}`);
    console.log(`   ${rows.slice(0, 6).join(", ")} ... ${rows.slice(-3).join(", ")}`);
    const order = process.argv.slice(2);
    r.rows.forEach((x, i) => { if (x.playerId !== order[i]) { console.error(`rank ${i + 1} is ${x.name}`); process.exit(1); } });
  ' "$BODY" "${PLAYERS[@]}"

  step "5. Jean Orsini (29th) left at lunch: he is left out, with a reason; poules of 16 from the duplicate ranking"
  local JEAN_ID=${PLAYERS[28]}
  call 403 POST "$T/poules" -H "$CLAIRE" -H "$JSON" -d '{}'
  call 400 POST "$T/poules" -H "$ORG" -H "$JSON" -d "{\"excludePlayerIds\":[\"$JEAN_ID\"]}"
  call 201 POST "$T/poules" -H "$ORG" -H "$JSON" \
    -d "{\"excludePlayerIds\":[\"$JEAN_ID\"],\"reason\":\"Jean Orsini est reparti après le déjeuner\",\"drawsPer\":\"round\",\"seed\":\"douai-2026-apres-midi\"}"
  node -e '
    const poules = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const p of poules) {
      console.log(`   poule ${p.code}: ${p.entries.length} players (duplicate ranks ${p.entries[0].duplicateRank}-${p.entries.at(-1).duplicateRank}), ${p.matches.length} matches, byes for seeds ${p.byes.join(", ") || "none"}`);
      const seed = new Map(p.entries.map((e) => [e.playerId, e.seed]));
      const who = (x) => (x ? `${seed.get(x.playerId)}. ${x.name}` : "(empty)");
      for (const m of p.matches.filter((x) => x.stage === "round-of-16")) console.log(`     ${m.code.padEnd(8)} ${who(m.a).padEnd(22)} - ${who(m.b).padEnd(22)} ${m.status}${m.decidedBy ? " (" + m.decidedBy + ")" : ""}`);
    }
  ' "$BODY"
  expect 0.entries.length 16
  expect 1.entries.length 12
  expect 1.byes '[1,2,3,4]'
  call 409 POST "$T/poules" -H "$ORG" -H "$JSON" -d '{}'

  step "6. The bracket, public: where winners and losers go"
  call 200 GET "$T/poules"
  node -e '
    const a = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))[0];
    const to = (d) => (d.kind === "place" ? `place ${d.place}` : `${d.matchId} slot ${d.slot + 1}`);
    const from = (s) => (s.kind === "seed" ? `seed ${s.seed}` : `${s.kind} of ${s.of}`);
    for (const m of a.matches.filter((x) => ["A-R16-1", "A-R16-2", "A-QF-1", "A-P9-16-1", "A-SF-1", "A-P5-8-1", "A-F", "A-P3-4", "A-P15-16"].includes(x.code)))
      console.log(`   ${m.code.padEnd(10)} round ${m.round} ${m.stage.padEnd(14)} places ${m.places.from}-${m.places.to}  ${m.sources.map(from).join(" v ")}  -> winner ${to(m.winnerTo)}, loser ${to(m.loserTo)}`);
  ' "$BODY"

  step "7. Claire reads A-R16-1, with its 20 draws and their tops"
  call 200 GET "$T/matches/A-R16-1" -H "$CLAIRE"
  cp "$BODY" "$WORK/match.json"
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`   ${m.code} (${m.stage}, places ${m.places.from}-${m.places.to}): ${m.a.name} v ${m.b.name}, ${m.draws.length} draws, seed ${m.drawSeed}`);
    for (const d of m.draws) {
      const top = d.kind === "NUMBERS" ? (d.top.exact ? "compte est bon" : `approche à ${d.top.distance}: ${d.top.best.join(" ou ")}`) + " " + d.top.solution.join(" ; ") : `${d.top.maxLength} lettres: ${d.top.words.slice(0, 3).join(", ")}`;
      console.log(`   ${String(d.round).padStart(2)} ${d.kind.padEnd(7)} ${d.kind === "NUMBERS" ? d.plates.join(" ") + " -> " + d.target : d.letters + " " + d.split}  ${d.time.searchSeconds} s + ${d.time.writingSeconds} s  top: ${top}`);
    }
  ' "$BODY"
  expect draws.length 20

  step "8. Claire types the sheet of A-R16-1 as written: words, results, an error, blanks"
  # Player a (Marie Dupont) and player b (Manon Dubois), draw by draw, as written on the match sheet; {} is a blank.
  cat >"$WORK/a-r16-1.json" <<'SHEET'
{"draws":[
 {"phase":"REGULAR","round":1,"a":{"word":"éclairer"},"b":{"word":"relancer"}},
 {"phase":"REGULAR","round":2,"a":{"value":362,"lines":"25 + 7 = 32 ; 7 + 4 = 11 ; 32 x 11 = 352 ; 352 + 10 = 362"},"b":{"value":360}},
 {"phase":"REGULAR","round":3,"a":{"word":"neurones"},"b":{"word":"aleurones"}},
 {"phase":"REGULAR","round":4,"a":{"word":"illustrée"},"b":{"word":"rituelle"}},
 {"phase":"REGULAR","round":5,"a":{"value":749},"b":{"value":749,"lines":"50 x 5 = 250 ; 250 x 3 = 750 ; 750 - 1 = 749"}},
 {"phase":"REGULAR","round":6,"a":{"word":"arrosées"},"b":{"word":"marrons"}},
 {"phase":"REGULAR","round":7,"a":{},"b":{"value":790}},
 {"phase":"REGULAR","round":8,"a":{"word":"automnes"},"b":{"word":"menteuse"}},
 {"phase":"REGULAR","round":9,"a":{"word":"stators"},"b":{"word":"tarots"}},
 {"phase":"REGULAR","round":10,"a":{},"b":{"value":948,"lines":"100 x 9 = 900 ; 900 + 48 = 948"}},
 {"phase":"REGULAR","round":11,"a":{"word":"message"},"b":{"word":"moussage"}},
 {"phase":"REGULAR","round":12,"a":{"value":661,"lines":"9 x 9 = 81 ; 81 + 2 = 83 ; 83 x 8 = 664 ; 664 - 3 = 661"},"b":{"value":660}},
 {"phase":"REGULAR","round":13,"a":{"word":"statiques"},"b":{"word":"astiquées"}},
 {"phase":"REGULAR","round":14,"a":{"word":"entêtée"},"b":{"word":"retentée"}},
 {"phase":"REGULAR","round":15,"a":{"value":308},"b":{"value":308}},
 {"phase":"REGULAR","round":16,"a":{"word":"sonneuse"},"b":{"word":"sonnées"}},
 {"phase":"REGULAR","round":17,"a":{},"b":{}},
 {"phase":"REGULAR","round":18,"a":{"word":"mouflettes"},"b":{"word":"moufettes"}},
 {"phase":"REGULAR","round":19,"a":{"word":"ostéite"},"b":{"word":"ostéite","ruledWrong":true}},
 {"phase":"REGULAR","round":20,"a":{"value":778},"b":{"value":778}}
]}
SHEET
  call 200 PUT "$T/matches/A-R16-1/sheet" -H "$CLAIRE" -H "$JSON" --data-binary "@$WORK/a-r16-1.json"
  match_line
  expect score '[9,4]'
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const side = (x) => (x.word ?? (x.value !== null ? String(x.value) : "") ?? "") + (x.lines ? " (lines)" : "") + (x.ruledWrong ? " ruled wrong" : "") || "-";
    const why = (x) => (x.reason ? ` [${x.reason.code ?? ""}]` : "");
    for (const d of m.draws) console.log(`   ${String(d.round).padStart(2)} ${side(d.a).padEnd(18)} ${d.a.outcome.padEnd(5)}${why(d.a).padEnd(20)} ${side(d.b).padEnd(18)} ${d.b.outcome.padEnd(5)}${why(d.b).padEnd(20)} ${d.a.points}-${d.b.points}`);
  ' "$BODY"
  echo "The same sheet again (the answer was lost, Claire presses again): nothing changes, same version"
  call 200 PUT "$T/matches/A-R16-1/sheet" -H "$CLAIRE" -H "$JSON" --data-binary "@$WORK/a-r16-1.json"
  match_line

  step "9. The rest of the 1/8 of poule A: Théo Petit is absent (forfait); A-R16-3 is typed with the columns swapped"
  call 200 POST "$T/matches/A-R16-5/forfeit" -H "$CLAIRE" -H "$JSON" -d '{"absent":["b"],"reason":"absent à l'\''appel de 14 h"}'
  match_line
  expect decidedBy forfeit
  read_match A-R16-3 "$ORG"
  match_file A-R16-3 '{"REGULAR":[3,7]}'
  call 200 PUT "$T/matches/A-R16-3/sheet" -H "$ORG" -H "$JSON" --data-binary "@$WORK/A-R16-3.json"
  match_line
  play_ready A "$ORG" '^A-R16-'

  step "10. Poule B: the byes are decided by the bracket; a match waits for its players"
  call 422 PUT "$T/matches/B-R16-1/sheet" -H "$ORG" -H "$JSON" -d '{"draws":[]}'
  call 422 PUT "$T/matches/B-QF-1/sheet" -H "$ORG" -H "$JSON" -d '{"draws":[]}'

  step "11. A tied 1/4: A-QF-1, Marie Dupont v Hugo Fabre, 6-6 after the 20 draws"
  read_match A-QF-1 "$CLAIRE"
  match_file A-QF-1 '{"REGULAR":[6,6]}'
  call 200 PUT "$T/matches/A-QF-1/sheet" -H "$CLAIRE" -H "$JSON" --data-binary "@$WORK/A-QF-1.json"
  match_line
  expect needs extra-draws
  expect status READY
  call 200 GET "$T/matches/A-QF-1" -H "$CLAIRE"
  cp "$BODY" "$WORK/match.json"
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const d of m.draws.filter((x) => x.phase !== "REGULAR")) console.log(`   ${d.phase} ${d.round}: ${d.kind} ${d.kind === "NUMBERS" ? d.plates.join(" ") + " -> " + d.target : d.letters + " " + d.split}, ${d.time.searchSeconds} s + ${d.time.writingSeconds} s`);
  ' "$BODY"
  echo "The 2 extra draws (prolongation): one each, still tied. The whole sheet again, with its version:"
  match_file A-QF-1 '{"REGULAR":[6,6],"EXTRA":[1,1]}'
  call 428 PUT "$T/matches/A-QF-1/sheet" -H "$CLAIRE" -H "$JSON" --data-binary "@$WORK/A-QF-1.json"
  version=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).version)' "$WORK/match.json")
  call 200 PUT "$T/matches/A-QF-1/sheet" -H "$CLAIRE" -H "$JSON" -H "If-Match: \"$version\"" --data-binary "@$WORK/A-QF-1.json"
  match_line
  expect needs sudden-death
  echo "Mort subite: the first sudden-death draw, equal; then the second, won by Marie Dupont:"
  read_match A-QF-1 "$CLAIRE"
  match_file A-QF-1 '{"REGULAR":[6,6],"EXTRA":[1,1],"SUDDEN_DEATH":[[0,0]]}'
  version=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).version)' "$WORK/match.json")
  call 200 PUT "$T/matches/A-QF-1/sheet" -H "$CLAIRE" -H "$JSON" -H "If-Match: \"$version\"" --data-binary "@$WORK/A-QF-1.json"
  match_line
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const d of m.draws.filter((x) => x.phase === "SUDDEN_DEATH")) console.log(`   SUDDEN_DEATH ${d.round}: ${d.kind} ${d.kind === "NUMBERS" ? d.plates.join(" ") + " -> " + d.target : d.letters + " " + d.split}, ${d.time.searchSeconds} s + ${d.time.writingSeconds} s`);
  ' "$BODY"
  cp "$BODY" "$WORK/match.json"
  match_file A-QF-1 '{"REGULAR":[6,6],"EXTRA":[1,1],"SUDDEN_DEATH":[[0,0],[1,0]]}'
  version=$(json version)
  call 200 PUT "$T/matches/A-QF-1/sheet" -H "$CLAIRE" -H "$JSON" -H "If-Match: \"$version\"" --data-binary "@$WORK/A-QF-1.json"
  match_line
  expect decidedBy sudden-death
  expect winner.name 'Marie Dupont'

  step "12. The other matches of round 2; a tied match de classement goes to the better duplicate rank"
  play A-P9-16-1 "$ORG" '{"REGULAR":[5,5]}'
  expect decidedBy duplicate-rank
  expect winner.name 'Élise Lefèvre'
  play_ready A "$ORG" '^A-(QF|P9-16)-'

  step "13. A-R16-3 was typed with the columns swapped: Antoine Lefebvre won 7-3. Its players have played on"
  call 200 GET "$T/matches/A-R16-3" -H "$ORG"
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`   ${m.code}: ${m.a.name} v ${m.b.name}, ${m.score.join("-")}, winner ${m.winner.name}; winner to ${m.winnerTo.matchId}, loser to ${m.loserTo.matchId}`);
    console.log(`   dependents played: ${m.dependents.filter((d) => d.played).map((d) => d.code).join(", ")}; not yet: ${m.dependents.filter((d) => !d.played).length}`);
  ' "$BODY"
  cp "$BODY" "$WORK/match.json"
  version=$(json version)
  match_file A-R16-3 '{"REGULAR":[7,3],"reason":"colonnes inversées à la saisie : 7-3 pour Antoine Lefebvre"}'
  call 409 PUT "$T/matches/A-R16-3/sheet" -H "$ORG" -H "$JSON" -H "If-Match: \"$version\"" --data-binary "@$WORK/A-R16-3.json"
  expect code RESULT_HAS_DEPENDENTS
  match_file A-R16-3 '{"REGULAR":[7,3],"confirmReset":true,"reason":"colonnes inversées à la saisie : 7-3 pour Antoine Lefebvre"}'
  call 200 PUT "$T/matches/A-R16-3/sheet" -H "$ORG" -H "$JSON" -H "If-Match: \"$version\"" --data-binary "@$WORK/A-R16-3.json"
  match_line
  expect winner.name 'Antoine Lefebvre'
  local code
  for code in A-QF-2 A-P9-16-2; do
    silent 200 GET "$T/matches/$code" -H "$ORG"
    match_line
    expect status READY
  done
  echo "Both are played again:"
  play_ready A "$ORG" '^A-(QF-2|P9-16-2)$'

  step "14. Every other match, the better seed winning (rounds 3 and 4 of poule A, all of poule B)"
  play_ready A "$ORG"
  play_ready B "$CLAIRE"
  call 200 GET "$T/poules"
  places_lines

  step "15. The general ranking: 16 x poule index + place in the poule"
  call 200 GET "$T/general-ranking"
  expect complete true
  expect rows.length 28
  node -e '
    const g = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const r of g.rows) console.log(`   ${String(r.place).padStart(2)}. ${r.name.padEnd(22)} ${r.club.padEnd(28)} poule ${r.poule}, ${r.placeInPoule}`);
    console.log(`   withdrawn before the poules: ${g.withdrawnBeforePoules.map((p) => p.name).join(", ")}`);
    const order = process.argv.slice(2);
    g.rows.forEach((r, i) => { if (r.playerId !== order[i] || r.place !== i + 1) { console.error(`place ${i + 1} is ${r.name}`); process.exit(1); } });
  ' "$BODY" "${PLAYERS[@]:0:28}"

  step "16. The coupe du meilleur club"
  call 200 GET "$T/best-club-cup"
  node -e '
    const c = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const r of c.ranked) console.log(`   ${r.rank}. ${r.club.padEnd(28)} ${r.places.join(" + ")} = ${r.total}${r.brokenBy ? "  (tie broken by the third player: " + r.thirdPlace + "th)" : ""}`);
    for (const r of c.notRanked) console.log(`   not ranked: ${r.club} (${r.players.map((p) => p.name + " " + p.place + "th").join(", ")})`);
  ' "$BODY"
  expect ranked.0.club 'Chiffres et Lettres de Lyon'
  expect ranked.1.brokenBy third-place
  expect ranked.2.club 'Les Lettreux de Laxou'
  expect notRanked.0.club 'Lettres de Bastia'

  step "17. The day is over: FINISHED; the sheets are closed"
  move_on call 200 FINISHED
  read_match A-F "$ORG"
  version=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).version)' "$WORK/match.json")
  call 422 PUT "$T/matches/A-F/sheet" -H "$ORG" -H "$JSON" -H "If-Match: \"$version\"" -d '{"draws":[]}'

  step "18. The afternoon in the audit trail"
  quiet 200 GET "/audit?entity=tournament&entityId=$TOURNAMENT_ID" -H "$ORG"
  node -e '
    const page = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const e of [...page.items].reverse().filter((x) => x.action.startsWith("poules"))) console.log(`   ${e.at}  ${e.action.padEnd(14)} ${JSON.stringify(e.after)}  ${e.reason ?? ""}`);
  ' "$BODY"
  quiet 200 GET '/audit?entity=match&pageSize=200' -H "$ORG"
  node -e '
    const page = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`   ${page.total} entries for matches; those with a reason:`);
    for (const e of [...page.items].reverse().filter((x) => x.reason)) console.log(`   ${e.at}  ${e.actorRole.padEnd(9)} ${e.action.padEnd(13)} ${JSON.stringify(e.before)} -> ${e.after && e.after.decision ? e.after.decision.decidedBy : ""}  ${e.reason}`);
  ' "$BODY"
}

start_server
afternoon
step "Stop the server (SIGTERM: the database is closed, the data folder can be opened again)"
stop_server
echo "walkthrough part 3 (afternoon): every answer had the expected status"
