-- CreateEnum
CREATE TYPE "MatchStatus" AS ENUM ('PENDING', 'READY', 'FINISHED');

-- CreateEnum
CREATE TYPE "MatchFormat" AS ENUM ('STANDARD', 'TV');

-- CreateEnum
CREATE TYPE "MatchPhase" AS ENUM ('REGULAR', 'EXTRA', 'SUDDEN_DEATH');

-- CreateTable
CREATE TABLE "poule" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "entries" JSONB NOT NULL,
    "byes" INTEGER[],
    "draw_seed" TEXT NOT NULL,
    "draws_per" TEXT NOT NULL,
    "format" "MatchFormat" NOT NULL DEFAULT 'STANDARD',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "poule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "poule_id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "stage" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "places_from" INTEGER NOT NULL,
    "places_to" INTEGER NOT NULL,
    "winner_to" JSONB NOT NULL,
    "loser_to" JSONB NOT NULL,
    "player_a_id" UUID,
    "player_b_id" UUID,
    "status" "MatchStatus" NOT NULL DEFAULT 'PENDING',
    "winner_id" UUID,
    "loser_id" UUID,
    "decided_by" TEXT,
    "score_a" INTEGER NOT NULL DEFAULT 0,
    "score_b" INTEGER NOT NULL DEFAULT 0,
    "extra_a" INTEGER,
    "extra_b" INTEGER,
    "sudden_death" JSONB NOT NULL DEFAULT '[]',
    "needs" TEXT,
    "absent" TEXT[],
    "draw_seed" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "match_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match_draw" (
    "id" UUID NOT NULL,
    "match_id" UUID NOT NULL,
    "phase" "MatchPhase" NOT NULL,
    "round" INTEGER NOT NULL,
    "kind" "DrawKind" NOT NULL,
    "plates" INTEGER[],
    "target" INTEGER,
    "letters" TEXT,
    "consonants" INTEGER,
    "vowels" INTEGER,
    "top" JSONB NOT NULL,
    "search_seconds" INTEGER NOT NULL,
    "writing_seconds" INTEGER NOT NULL,

    CONSTRAINT "match_draw_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match_answer" (
    "id" UUID NOT NULL,
    "match_id" UUID NOT NULL,
    "phase" "MatchPhase" NOT NULL,
    "round" INTEGER NOT NULL,
    "side" TEXT NOT NULL,
    "word" TEXT,
    "value" INTEGER,
    "lines" TEXT,
    "ruled_wrong" BOOLEAN NOT NULL DEFAULT false,
    "points" INTEGER NOT NULL DEFAULT 0,
    "outcome" TEXT NOT NULL,
    "reason_code" TEXT,
    "reason_message" TEXT,

    CONSTRAINT "match_answer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "poule_tournament_id_index_key" ON "poule"("tournament_id", "index");

-- CreateIndex
CREATE INDEX "match_poule_id_idx" ON "match"("poule_id");

-- CreateIndex
CREATE UNIQUE INDEX "match_tournament_id_code_key" ON "match"("tournament_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "match_draw_match_id_phase_round_key" ON "match_draw"("match_id", "phase", "round");

-- CreateIndex
CREATE UNIQUE INDEX "match_answer_match_id_phase_round_side_key" ON "match_answer"("match_id", "phase", "round", "side");

-- AddForeignKey
ALTER TABLE "poule" ADD CONSTRAINT "poule_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match" ADD CONSTRAINT "match_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match" ADD CONSTRAINT "match_poule_id_fkey" FOREIGN KEY ("poule_id") REFERENCES "poule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_draw" ADD CONSTRAINT "match_draw_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_answer" ADD CONSTRAINT "match_answer_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

