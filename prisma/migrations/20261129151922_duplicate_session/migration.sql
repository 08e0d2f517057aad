-- CreateEnum
CREATE TYPE "DrawKind" AS ENUM ('NUMBERS', 'LETTERS');

-- CreateEnum
CREATE TYPE "SheetStatus" AS ENUM ('ENTERED', 'PAIR_CORRECTED', 'CHECKED');

-- CreateEnum
CREATE TYPE "NotCountedReason" AS ENUM ('INCOMPLETE', 'UNREADABLE');

-- AlterTable
ALTER TABLE "tournament" ADD COLUMN     "lexicon" TEXT NOT NULL DEFAULT 'grammalecte-fr',
ADD COLUMN     "programme" JSONB NOT NULL DEFAULT '{"duplicate": {}, "matches": true}';

-- CreateTable
CREATE TABLE "tournament_entry" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "bib" INTEGER NOT NULL,
    "withdrawn_at" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tournament_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "duplicate_session" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "seed" TEXT NOT NULL,
    "plan" JSONB NOT NULL,
    "ranking_seed" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "duplicate_session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "duplicate_draw" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "kind" "DrawKind" NOT NULL,
    "plates" INTEGER[],
    "target" INTEGER,
    "letters" TEXT,
    "consonants" INTEGER,
    "vowels" INTEGER,
    "prepared" BOOLEAN NOT NULL DEFAULT false,
    "top" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "duplicate_draw_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "answer_sheet" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "entry_id" UUID NOT NULL,
    "status" "SheetStatus" NOT NULL DEFAULT 'ENTERED',
    "not_counted" "NotCountedReason",
    "declared_total" INTEGER,
    "declared_form" JSONB,
    "corrector_id" UUID,
    "corrector_mark" TEXT,
    "total" INTEGER NOT NULL DEFAULT 0,
    "numbers_points" INTEGER NOT NULL DEFAULT 0,
    "letters_points" INTEGER NOT NULL DEFAULT 0,
    "tens" INTEGER NOT NULL DEFAULT 0,
    "nines" INTEGER NOT NULL DEFAULT 0,
    "eights" INTEGER NOT NULL DEFAULT 0,
    "sevens" INTEGER NOT NULL DEFAULT 0,
    "topped_rounds" INTEGER[],
    "answered_count" INTEGER NOT NULL DEFAULT 0,
    "flagged_count" INTEGER NOT NULL DEFAULT 0,
    "top_points" INTEGER NOT NULL DEFAULT 0,
    "stats" JSONB NOT NULL DEFAULT '{}',
    "worklist" JSONB NOT NULL DEFAULT '[]',
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "answer_sheet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "answer" (
    "id" UUID NOT NULL,
    "sheet_id" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "word" TEXT,
    "value" INTEGER,
    "lines" TEXT,
    "computed_points" INTEGER NOT NULL,
    "points_override" INTEGER,
    "override_reason" TEXT,
    "points" INTEGER NOT NULL,
    "valid" BOOLEAN NOT NULL,
    "topped" BOOLEAN NOT NULL,
    "length" INTEGER,
    "reason_code" TEXT,
    "reason_message" TEXT,
    "flagged" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "answer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "answer_change" (
    "id" BIGSERIAL NOT NULL,
    "sheet_id" UUID NOT NULL,
    "round" INTEGER,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "reason" TEXT NOT NULL,
    "revert_of_id" BIGINT,

    CONSTRAINT "answer_change_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tournament_entry_tournament_id_player_id_key" ON "tournament_entry"("tournament_id", "player_id");

-- CreateIndex
CREATE UNIQUE INDEX "tournament_entry_tournament_id_bib_key" ON "tournament_entry"("tournament_id", "bib");

-- CreateIndex
CREATE UNIQUE INDEX "duplicate_session_tournament_id_key" ON "duplicate_session"("tournament_id");

-- CreateIndex
CREATE UNIQUE INDEX "duplicate_draw_session_id_round_key" ON "duplicate_draw"("session_id", "round");

-- CreateIndex
CREATE UNIQUE INDEX "answer_sheet_entry_id_key" ON "answer_sheet"("entry_id");

-- CreateIndex
CREATE INDEX "answer_sheet_session_id_idx" ON "answer_sheet"("session_id");

-- CreateIndex
CREATE UNIQUE INDEX "answer_sheet_id_round_key" ON "answer"("sheet_id", "round");

-- CreateIndex
CREATE INDEX "answer_change_sheet_id_idx" ON "answer_change"("sheet_id");

-- AddForeignKey
ALTER TABLE "tournament_entry" ADD CONSTRAINT "tournament_entry_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_entry" ADD CONSTRAINT "tournament_entry_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duplicate_session" ADD CONSTRAINT "duplicate_session_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duplicate_draw" ADD CONSTRAINT "duplicate_draw_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "duplicate_session"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answer_sheet" ADD CONSTRAINT "answer_sheet_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "duplicate_session"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answer_sheet" ADD CONSTRAINT "answer_sheet_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "tournament_entry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answer_sheet" ADD CONSTRAINT "answer_sheet_corrector_id_fkey" FOREIGN KEY ("corrector_id") REFERENCES "tournament_entry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answer" ADD CONSTRAINT "answer_sheet_id_fkey" FOREIGN KEY ("sheet_id") REFERENCES "answer_sheet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answer_change" ADD CONSTRAINT "answer_change_sheet_id_fkey" FOREIGN KEY ("sheet_id") REFERENCES "answer_sheet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

