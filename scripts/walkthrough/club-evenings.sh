#!/usr/bin/env bash
# API walkthrough, part 5: the club evenings (docs/api-walkthrough.md, "Part 5", shows the same calls and their
# answers).
#
# Starts its own server on an empty embedded database (a new temporary DATA_DIR, no demo data), then: a club,
# three of its players and the club's own CLUB account; with that account, an evening of the four games, each
# created (201 and its Location), played through the API and scored by the server: Pensez à une lettre (the
# called letters and three grids), Chaînes de lettres (the string and its claims, move by move), Lexicon Bridge
# (the cut and seven deals of a rubber), Sloubi (three rounds of dice thrown by the server); a stale version
# (409); the club's history, filtered by game and days, paged; every game's score sheet saved as a PDF. Stops
# the server at the end.
#
#   scripts/walkthrough/club-evenings.sh            # builds first (npm run build), port 3100
#   PORT=3200 SKIP_BUILD=1 KEEP_DATA=1 VERBOSE=1 scripts/walkthrough/club-evenings.sh
#   PDF_DIR=./walkthrough-pdf scripts/walkthrough/club-evenings.sh    # keep the PDFs there
#
# Needs bash, curl and node (JSON is read with `node -e`; jq is not needed). Exits non-zero on the first
# answer whose HTTP status is not the expected one, or on a figure that is not the expected one.
set -euo pipefail

source "$(dirname "$0")/lib.sh"

KEPT="data folder, server log; PDFs in $PDF_DIR"
CLUB_EMAIL=club@club-douai.fr
CLUB_PASSWORD='walkthrough-club-1'

# game_record KIND: the record of a whole game of that kind, as the evening's sheet has it (the same games as
# test/club-*.e2e-spec.ts, whose comments show the arithmetic).
game_record() {
  node -e '
    const kind = process.argv[1];
    if (kind === "think") {
      // Alice: CHATS 5 + 1, LUNE 4, ETE 3, RIEN 4 across, COL 3, UT 2, NEE 3 down = 25
      const alice = ["CHATS", "OXZKW", "LUNEJ", "ETEQY", "RIENK"];
      const bruno = ["COLER", "HXUTI", "AZNEE", "TKEQN", "SWJYK"];
      const jeanne = ["RIENK", "ETEQY", "LUNEJ", "OXZKW", "CHATS"];
      const calls = [...alice.join("")].map((letter, i) => ({ seat: (i % 3) + 1, letter }));
      console.log(JSON.stringify({ record: { calls, grids: [{ rows: alice }, { rows: bruno }, { rows: jeanne }] } }));
    } else if (kind === "strings") {
      const c = (from, to) => [{ from, to }];
      const moves = [
        { seat: 1, letter: "R" }, { seat: 2, end: "right", letter: "A", claims: c(1, 1) }, { seat: 3, end: "right", letter: "T", claims: c(0, 2) },
        { seat: 1, end: "left", letter: "E", claims: c(2, 1) }, { seat: 2, end: "right", letter: "E", claims: c(0, 3) }, { seat: 3, claims: c(2, -1) },
        { seat: 1, end: "right", letter: "S", claims: c(0, 4) }, { seat: 2, claims: c(2, 3) }, { seat: 3, claims: c(3, 4) },
        { seat: 1, end: "left", letter: "S", claims: c(-2, -1) }, { seat: 2, claims: c(2, 4) },
      ];
      console.log(JSON.stringify({ record: { moves } }));
    } else {
      const words = (declarer) => {
        const others = ["ELITE", "HELAS", "TROUS"];
        return Object.fromEntries([1, 2, 3, 4].map((s) => [String(s), s === declarer ? "MAISON" : others.shift()]));
      };
      const deals = [
        { words: words(1), tricks: 9 }, { words: words(2), tricks: 8 }, { words: words(3), tricks: 8 }, { words: words(4), tricks: 11 },
        { words: words(1), tricks: 5, renonce: { seat: 2, penalty: "tricks" } }, { words: words(3), tricks: 12 }, { words: words(2), tricks: 3 },
      ];
      console.log(JSON.stringify({ record: { cut: { 1: "K", 2: "B", 3: "T", 4: "C" }, deals } }));
    }
  ' "$1" >"$WORK/record.json"
}

# record_game GAME KIND: the whole record of a game of that kind (game_record) sent to the game (its path), at
# version 1.
record_game() {
  game_record "$2"
  call 200 PUT "$1/record" -H "$CLUB" -H "$JSON" -H 'If-Match: "1"' -d "@$WORK/record.json"
}

# standings: the last answer's standings, one line each.
standings() {
  node -e '
    const game = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const s of game.standings) console.log(`  ${s.place}. ${s.name.padEnd(18)} ${s.points}`);
  ' "$BODY"
}

# ---------------------------------------------------------------------------------------------------
# Part 5: the club evenings

club_evenings() {
  step "1. The club, its players and its own account (as the organiser)"
  login_organiser
  call 201 POST /clubs -H "$ORG" -H "$JSON" -d '{"name":"Club de Douai","city":"Douai","federationCode":"NPC-059"}'
  CLUB_ID=$(json id)
  echo "(Location: $(header Location))"
  local p
  for p in 'D001:Martin:Alice' 'D002:Petit:Bruno' 'D003:Roux:Chloé'; do
    IFS=: read -r licence last first <<<"$p"
    quiet 201 POST /players -H "$ORG" -H "$JSON" \
      -d "{\"licence\":\"$licence\",\"lastName\":\"$last\",\"firstName\":\"$first\",\"clubId\":\"$CLUB_ID\"}"
    eval "${first//é/e}_ID=$(json id)"
  done
  call 201 POST /accounts -H "$ORG" -H "$JSON" \
    -d "{\"email\":\"$CLUB_EMAIL\",\"displayName\":\"Club de Douai\",\"password\":\"$CLUB_PASSWORD\",\"role\":\"CLUB\",\"clubId\":\"$CLUB_ID\"}"
  call 200 POST /auth/login -H "$JSON" -d "{\"email\":\"$CLUB_EMAIL\",\"password\":\"$CLUB_PASSWORD\"}"
  CLUB="Authorization: Bearer $(json token)"
  local games="/clubs/$CLUB_ID/games"
  local three="[{\"playerId\":\"$Alice_ID\"},{\"playerId\":\"$Bruno_ID\"},{\"guestName\":\"Jeanne (invitée)\"}]"

  step "2. Pensez à une lettre: the letters called in turn, three grids of 5 x 5"
  call 201 POST "$games" -H "$CLUB" -H "$JSON" \
    -d "{\"kind\":\"THINK_OF_A_LETTER\",\"playedOn\":\"2026-12-04\",\"title\":\"Soirée du vendredi\",\"players\":$three}"
  THINK_ID=$(json id)
  echo "(Location: $(header Location))"
  record_game "$games/$THINK_ID" think
  expect finished true
  standings
  expect standings.0.points 26

  step "3. Chaînes de lettres: the string grows at either end, each claim scored (target 10)"
  call 201 POST "$games" -H "$CLUB" -H "$JSON" \
    -d "{\"kind\":\"LETTER_STRINGS\",\"playedOn\":\"2026-12-04\",\"players\":$three,\"settings\":{\"target\":10}}"
  STRINGS_ID=$(json id)
  record_game "$games/$STRINGS_ID" strings
  standings
  expect result.string.letters SERATES
  expect result.winner 2

  step "4. Lexicon Bridge: the cut, then seven deals (a rubber won, another begun)"
  call 201 POST "$games" -H "$CLUB" -H "$JSON" \
    -d "{\"kind\":\"LEXICON_BRIDGE\",\"playedOn\":\"2026-12-04\",\"players\":[{\"playerId\":\"$Alice_ID\"},{\"playerId\":\"$Bruno_ID\"},{\"playerId\":\"$Chloe_ID\"},{\"guestName\":\"Jeanne (invitée)\"}]}"
  BRIDGE_ID=$(json id)
  record_game "$games/$BRIDGE_ID" bridge
  standings
  expect result.rubbers.0.totals '[137,29]'

  step "5. Sloubi: three rounds of dice thrown by the server from the game's seed"
  call 201 POST "$games" -H "$CLUB" -H "$JSON" \
    -d "{\"kind\":\"SLOUBI\",\"playedOn\":\"2026-12-05\",\"players\":$three,\"settings\":{\"rounds\":3,\"seed\":\"douai-5-decembre\"}}"
  SLOUBI_ID=$(json id)
  local round
  for round in 1 2 3; do
    call 200 POST "$games/$SLOUBI_ID/actions" -H "$CLUB" -H "$JSON" -H "If-Match: \"$round\"" -d '{"type":"throw"}'
  done
  expect finished true
  standings

  step "6. A stale version is refused (409), and the game is unchanged"
  call 409 PUT "$games/$THINK_ID/record" -H "$CLUB" -H "$JSON" -H 'If-Match: "1"' -d "@$WORK/record.json"
  call 200 GET "$games/$THINK_ID"
  echo "(ETag: $(header ETag))"

  step "7. The club's history (public): every game, then one game, then one day; paged"
  call 200 GET "$games"
  expect total 4
  call 200 GET "$games?kind=SLOUBI"
  expect total 1
  call 200 GET "$games?from=2026-12-04&to=2026-12-04&pageSize=2"
  expect total 3
  expect pageSize 2

  step "8. Every game's score sheet, printed (public)"
  pdf pensez-a-une-lettre.pdf "$games/$THINK_ID/sheet.pdf"
  pdf chaines-de-lettres.pdf "$games/$STRINGS_ID/sheet.pdf"
  pdf lexicon-bridge.pdf "$games/$BRIDGE_ID/sheet.pdf"
  pdf sloubi.pdf "$games/$SLOUBI_ID/sheet.pdf"
}

start_server
club_evenings
step "Stop the server"
stop_server
echo "walkthrough part 5 (club evenings): every answer had the expected status"
