-- CreateEnum
CREATE TYPE "PyramideSheetStatus" AS ENUM ('ENTERED', 'CORRECTED');

-- CreateTable
CREATE TABLE "pyramide_tournament" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "formula" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "seed" TEXT NOT NULL,
    "ranking_seed" TEXT NOT NULL,
    "pairs" JSONB NOT NULL DEFAULT '[]',
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pyramide_tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pyramide_game" (
    "id" UUID NOT NULL,
    "pyramide_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "seating" JSONB NOT NULL,
    "method" TEXT NOT NULL,
    "fallback" TEXT,
    "repeats" JSONB NOT NULL DEFAULT '[]',
    "regulation_repeats" JSONB,
    "left_out" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pyramide_game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pyramide_sheet" (
    "id" UUID NOT NULL,
    "game_id" UUID NOT NULL,
    "table_number" INTEGER NOT NULL,
    "sheet" JSONB NOT NULL,
    "result" JSONB NOT NULL,
    "status" "PyramideSheetStatus" NOT NULL DEFAULT 'ENTERED',
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pyramide_sheet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pyramide_correction" (
    "id" BIGSERIAL NOT NULL,
    "sheet_id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "kind" TEXT NOT NULL,
    "late_e" JSONB,
    "outcome" JSONB,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "before_result" JSONB NOT NULL,
    "after_result" JSONB NOT NULL,
    "reason" TEXT NOT NULL,

    CONSTRAINT "pyramide_correction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pyramide_tournament_tournament_id_key" ON "pyramide_tournament"("tournament_id");

-- CreateIndex
CREATE UNIQUE INDEX "pyramide_game_pyramide_id_number_key" ON "pyramide_game"("pyramide_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "pyramide_sheet_game_id_table_number_key" ON "pyramide_sheet"("game_id", "table_number");

-- CreateIndex
CREATE INDEX "pyramide_correction_sheet_id_idx" ON "pyramide_correction"("sheet_id");

-- AddForeignKey
ALTER TABLE "pyramide_tournament" ADD CONSTRAINT "pyramide_tournament_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pyramide_game" ADD CONSTRAINT "pyramide_game_pyramide_id_fkey" FOREIGN KEY ("pyramide_id") REFERENCES "pyramide_tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pyramide_sheet" ADD CONSTRAINT "pyramide_sheet_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "pyramide_game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pyramide_correction" ADD CONSTRAINT "pyramide_correction_sheet_id_fkey" FOREIGN KEY ("sheet_id") REFERENCES "pyramide_sheet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

