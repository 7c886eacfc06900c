CREATE TABLE "viramais_pendencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"lote_id" uuid NOT NULL,
	"valor_centavos" integer NOT NULL,
	"saldo_centavos" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viramais_pendencias_valor" CHECK ("viramais_pendencias"."valor_centavos" > 0),
	CONSTRAINT "viramais_pendencias_saldo" CHECK ("viramais_pendencias"."saldo_centavos" >= 0 AND "viramais_pendencias"."saldo_centavos" <= "viramais_pendencias"."valor_centavos")
);
--> statement-breakpoint
ALTER TABLE "viramais_pendencias" ADD CONSTRAINT "viramais_pendencias_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viramais_pendencias" ADD CONSTRAINT "viramais_pendencias_lote_id_viramais_lotes_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."viramais_lotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viramais_pendencias_lote_key" ON "viramais_pendencias" USING btree ("lote_id");--> statement-breakpoint
CREATE INDEX "viramais_pendencias_pessoa_idx" ON "viramais_pendencias" USING btree ("pessoa_id");