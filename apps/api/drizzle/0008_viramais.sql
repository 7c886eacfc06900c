CREATE TABLE "viramais_lotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"origem_tipo" varchar(20) NOT NULL,
	"origem_id" uuid NOT NULL,
	"valor_centavos" integer NOT NULL,
	"saldo_centavos" integer NOT NULL,
	"valido_ate" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viramais_lotes_valor" CHECK ("viramais_lotes"."valor_centavos" > 0),
	CONSTRAINT "viramais_lotes_saldo" CHECK ("viramais_lotes"."saldo_centavos" >= 0 AND "viramais_lotes"."saldo_centavos" <= "viramais_lotes"."valor_centavos")
);
--> statement-breakpoint
CREATE TABLE "viramais_movimentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"lote_id" uuid NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"valor_centavos" integer NOT NULL,
	"referencia_tipo" varchar(30) NOT NULL,
	"referencia_id" uuid NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viramais_movimentos_tipo" CHECK ("viramais_movimentos"."tipo" in ('credito', 'debito', 'estorno', 'expiracao', 'reversao')),
	CONSTRAINT "viramais_movimentos_sinal" CHECK (("viramais_movimentos"."tipo" in ('credito', 'estorno') AND "viramais_movimentos"."valor_centavos" > 0) OR ("viramais_movimentos"."tipo" in ('debito', 'expiracao', 'reversao') AND "viramais_movimentos"."valor_centavos" < 0))
);
--> statement-breakpoint
ALTER TABLE "viramais_lotes" ADD CONSTRAINT "viramais_lotes_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viramais_movimentos" ADD CONSTRAINT "viramais_movimentos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viramais_movimentos" ADD CONSTRAINT "viramais_movimentos_lote_id_viramais_lotes_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."viramais_lotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viramais_lotes_pessoa_idx" ON "viramais_lotes" USING btree ("pessoa_id","valido_ate");--> statement-breakpoint
CREATE UNIQUE INDEX "viramais_lotes_origem_key" ON "viramais_lotes" USING btree ("origem_tipo","origem_id");--> statement-breakpoint
CREATE INDEX "viramais_movimentos_pessoa_idx" ON "viramais_movimentos" USING btree ("pessoa_id","em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "viramais_movimentos_referencia_idx" ON "viramais_movimentos" USING btree ("referencia_tipo","referencia_id");--> statement-breakpoint
CREATE FUNCTION "viramais_movimentos_somente_insercao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'viramais_movimentos is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "viramais_movimentos_sem_alteracao" BEFORE UPDATE ON "viramais_movimentos" FOR EACH ROW EXECUTE FUNCTION "viramais_movimentos_somente_insercao"();
