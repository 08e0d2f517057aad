-- AlterTable
ALTER TABLE "tournament_entry" ADD COLUMN     "club_id" UUID;

-- CreateTable
CREATE TABLE "season" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "first_day" DATE NOT NULL,
    "last_day" DATE NOT NULL,
    "profile" TEXT NOT NULL DEFAULT 'places-table',
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "season_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "season_first_day_idx" ON "season"("first_day");

-- AddForeignKey
ALTER TABLE "tournament_entry" ADD CONSTRAINT "tournament_entry_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "club"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The tournaments already finished: their results keep the club their players have now.
UPDATE "tournament_entry" e SET "club_id" = p."club_id"
FROM "player" p, "tournament" t
WHERE p."id" = e."player_id" AND t."id" = e."tournament_id" AND t."status" = 'FINISHED';
