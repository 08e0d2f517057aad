-- AlterTable
ALTER TABLE "account" ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false;
