ALTER TABLE "requerimentos" ADD COLUMN "sensivel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill: the sensitive types (267 auxílio reclusão, 305 proteção à mulher advogada) and everything filed against one, at any depth (a 273 against a 269 against a 267).
WITH RECURSIVE sensiveis AS (
	SELECT "id" FROM "requerimentos" WHERE "codigo" IN ('267', '305')
	UNION
	SELECT r."id" FROM "requerimentos" r JOIN sensiveis s ON r."pai_id" = s."id"
)
UPDATE "requerimentos" SET "sensivel" = true WHERE "id" IN (SELECT "id" FROM sensiveis);
