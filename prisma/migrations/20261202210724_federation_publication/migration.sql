-- CreateEnum
CREATE TYPE "PublicationState" AS ENUM ('PENDING', 'WAITING', 'PUBLISHED', 'REFUSED');

-- CreateTable
CREATE TABLE "api_key" (
    "id" UUID NOT NULL,
    "club_id" UUID NOT NULL,
    "label" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_by" UUID,

    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "publication" (
    "tournament_id" UUID NOT NULL,
    "requested" INTEGER NOT NULL DEFAULT 1,
    "acknowledged" INTEGER NOT NULL DEFAULT 0,
    "state" "PublicationState" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_attempt_at" TIMESTAMPTZ(3),
    "lease_owner" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    "published_at" TIMESTAMPTZ(3),
    "published_sha256" TEXT,
    "outcome" TEXT,
    "error_code" TEXT,
    "error_detail" TEXT,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "publication_pkey" PRIMARY KEY ("tournament_id")
);

-- CreateIndex
CREATE INDEX "api_key_club_id_idx" ON "api_key"("club_id");

-- CreateIndex
CREATE INDEX "publication_next_attempt_at_idx" ON "publication"("next_attempt_at");

-- AddForeignKey
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "club"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publication" ADD CONSTRAINT "publication_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

