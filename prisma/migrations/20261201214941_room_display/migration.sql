-- CreateEnum
CREATE TYPE "RoomPhase" AS ENUM ('WAITING', 'RUNNING', 'TOP');

-- CreateTable
CREATE TABLE "room_display" (
    "session_id" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "phase" "RoomPhase" NOT NULL DEFAULT 'WAITING',
    "started_at" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "room_display_pkey" PRIMARY KEY ("session_id")
);

-- AddForeignKey
ALTER TABLE "room_display" ADD CONSTRAINT "room_display_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "duplicate_session"("id") ON DELETE CASCADE ON UPDATE CASCADE;

