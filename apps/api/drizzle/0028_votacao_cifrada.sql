-- Encrypted ballots and guardians (issue 36, ADR 058 and 059). The ballot is encrypted in the browser to the poll's
-- joint key; the server keeps only ciphertexts, proofs and the chained confirmation codes, the guardians' public
-- commitments and proofs, the shares they send each other (encrypted to the receiver's key) and their partial
-- decryptions of the tally. Nothing stored here decrypts a ballot.
ALTER TABLE "votacoes" ADD COLUMN "minimo" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "maximo" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "quorum" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "chave_conjunta" varchar(64);--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "hash_estendido" varchar(64);--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "cerimonia_concluida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "reclamacao_por" integer;--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "reclamacao_contra" integer;--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "cedulas_encadeadas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "ultimo_codigo" varchar(64);--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "apurada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "votacoes" ADD COLUMN "legado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "votacoes" ADD CONSTRAINT "votacoes_escolhas" CHECK ("minimo" >= 0 AND "maximo" >= 1 AND "minimo" <= "maximo");--> statement-breakpoint
ALTER TABLE "votacoes" ADD CONSTRAINT "votacoes_quorum" CHECK ("quorum" >= 2);--> statement-breakpoint
CREATE TABLE "votacao_guardioes" (
	"votacao_id" uuid NOT NULL,
	"indice" integer NOT NULL,
	"usuario_id" uuid NOT NULL,
	"publico" jsonb,
	"conferiu_em" timestamp with time zone,
	CONSTRAINT "votacao_guardioes_pkey" PRIMARY KEY("votacao_id","indice"),
	CONSTRAINT "votacao_guardioes_indice" CHECK ("indice" BETWEEN 1 AND 15)
);--> statement-breakpoint
ALTER TABLE "votacao_guardioes" ADD CONSTRAINT "votacao_guardioes_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacao_guardioes" ADD CONSTRAINT "votacao_guardioes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "votacao_guardioes_usuario_key" ON "votacao_guardioes" USING btree ("votacao_id","usuario_id");--> statement-breakpoint
CREATE INDEX "votacao_guardioes_usuario_idx" ON "votacao_guardioes" USING btree ("usuario_id");--> statement-breakpoint
CREATE TABLE "votacao_partes" (
	"votacao_id" uuid NOT NULL,
	"de" integer NOT NULL,
	"para" integer NOT NULL,
	"parte" jsonb NOT NULL,
	CONSTRAINT "votacao_partes_pkey" PRIMARY KEY("votacao_id","de","para"),
	CONSTRAINT "votacao_partes_outro" CHECK ("de" <> "para")
);--> statement-breakpoint
ALTER TABLE "votacao_partes" ADD CONSTRAINT "votacao_partes_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "votacao_decifracoes" (
	"votacao_id" uuid NOT NULL,
	"guardiao" integer NOT NULL,
	"parciais" jsonb NOT NULL,
	CONSTRAINT "votacao_decifracoes_pkey" PRIMARY KEY("votacao_id","guardiao")
);--> statement-breakpoint
ALTER TABLE "votacao_decifracoes" ADD CONSTRAINT "votacao_decifracoes_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts: of an encrypted poll, found by the guardians' quorum; of a poll from before this migration, its
-- plaintext tally frozen here (ADR 059) before its ballots are deleted.
CREATE TABLE "votacao_contagens" (
	"votacao_id" uuid NOT NULL,
	"opcao_id" uuid NOT NULL,
	"votos" integer NOT NULL,
	CONSTRAINT "votacao_contagens_pkey" PRIMARY KEY("votacao_id","opcao_id"),
	CONSTRAINT "votacao_contagens_votos" CHECK ("votos" >= 0)
);--> statement-breakpoint
ALTER TABLE "votacao_contagens" ADD CONSTRAINT "votacao_contagens_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacao_contagens" ADD CONSTRAINT "votacao_contagens_opcao_id_votacao_opcoes_id_fk" FOREIGN KEY ("opcao_id") REFERENCES "public"."votacao_opcoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Legacy polls (plaintext ballots): every poll that took votes is closed now, its counts frozen; an open one is
-- closed at the migration (deploy when none is open, ADR 059); drafts stay drafts (guardians are chosen on edit).
INSERT INTO "votacao_contagens" ("votacao_id", "opcao_id", "votos")
SELECT o."votacao_id", o."id", (SELECT count(*) FROM "votacao_cedulas" c WHERE c."opcao_id" = o."id")::int
FROM "votacao_opcoes" o JOIN "votacoes" v ON v."id" = o."votacao_id" WHERE v."status" <> 'rascunho';--> statement-breakpoint
UPDATE "votacoes" SET "legado" = true, "apurada_em" = now(),
	"encerrada_em" = coalesce("encerrada_em", least(now(), "fecha_em")),
	"status" = CASE WHEN "status" = 'publicada' THEN 'publicada' ELSE 'apurada' END
WHERE "status" <> 'rascunho';--> statement-breakpoint
DROP TABLE "votacao_recibos";--> statement-breakpoint
DROP TABLE "votacao_cedulas";--> statement-breakpoint
-- A ballot: one ciphertext per option with its proofs (jsonb), its place in the chain and its confirmation code.
-- No option, no voter, no time.
CREATE TABLE "votacao_cedulas" (
	"votacao_id" uuid NOT NULL,
	"sequencia" integer NOT NULL,
	"codigo" varchar(64) NOT NULL,
	"cedula" jsonb NOT NULL,
	CONSTRAINT "votacao_cedulas_pkey" PRIMARY KEY("votacao_id","sequencia"),
	CONSTRAINT "votacao_cedulas_sequencia" CHECK ("sequencia" >= 1)
);--> statement-breakpoint
ALTER TABLE "votacao_cedulas" ADD CONSTRAINT "votacao_cedulas_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "votacao_cedulas_codigo_key" ON "votacao_cedulas" USING btree ("votacao_id","codigo");
