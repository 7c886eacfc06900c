CREATE TABLE "peticao_sequencias" (
	"ano" integer PRIMARY KEY NOT NULL,
	"ultimo" integer NOT NULL,
	CONSTRAINT "peticao_sequencias_ultimo" CHECK ("peticao_sequencias"."ultimo" between 1 and 999999)
);
