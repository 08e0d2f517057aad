-- AlterTable
ALTER TABLE "match" ADD COLUMN     "tv" JSONB;

