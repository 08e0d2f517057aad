-- CreateEnum
CREATE TYPE "ClubGameKind" AS ENUM ('THINK_OF_A_LETTER', 'LETTER_STRINGS', 'LEXICON_BRIDGE', 'SLOUBI');

-- CreateTable
CREATE TABLE "club_game" (
    "id" UUID NOT NULL,
    "club_id" UUID NOT NULL,
    "kind" "ClubGameKind" NOT NULL,
    "played_on" DATE NOT NULL,
    "title" TEXT,
    "players" JSONB NOT NULL,
    "settings" JSONB NOT NULL,
    "record" JSONB NOT NULL,
    "result" JSONB NOT NULL,
    "finished" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "club_game_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "club_game_club_id_played_on_idx" ON "club_game"("club_id", "played_on");

-- AddForeignKey
ALTER TABLE "club_game" ADD CONSTRAINT "club_game_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "club"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

