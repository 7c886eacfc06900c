CREATE TABLE "festa_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ingresso_id" uuid NOT NULL,
	"evento_id" uuid NOT NULL,
	"portao" varchar(40) NOT NULL,
	"usuario_id" uuid,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festa_compras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evento_id" uuid NOT NULL,
	"lote_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"status" varchar(12) NOT NULL,
	"quantidade" integer NOT NULL,
	"total_centavos" integer NOT NULL,
	"viramais_centavos" integer DEFAULT 0 NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"encerrada_em" timestamp with time zone,
	CONSTRAINT "festa_compras_status" CHECK ("festa_compras"."status" in ('reservada', 'paga', 'expirada', 'cancelada')),
	CONSTRAINT "festa_compras_valores" CHECK ("festa_compras"."quantidade" > 0 and "festa_compras"."total_centavos" >= 0 and "festa_compras"."viramais_centavos" between 0 and "festa_compras"."total_centavos")
);
--> statement-breakpoint
CREATE TABLE "festa_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(120) NOT NULL,
	"data" date NOT NULL,
	"local" varchar(200) NOT NULL,
	"capacidade" integer NOT NULL,
	"limite_proprio" integer DEFAULT 1 NOT NULL,
	"limite_convidados" integer DEFAULT 4 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "festa_eventos_capacidade" CHECK ("festa_eventos"."capacidade" > 0),
	CONSTRAINT "festa_eventos_limites" CHECK ("festa_eventos"."limite_proprio" between 0 and 1 and "festa_eventos"."limite_convidados" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "festa_ingressos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"compra_id" uuid NOT NULL,
	"evento_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"titular" varchar(120) NOT NULL,
	"preco_centavos" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"codigo_curto" varchar(10) NOT NULL,
	"emitido_em" timestamp with time zone,
	CONSTRAINT "festa_ingressos_tipo" CHECK ("festa_ingressos"."tipo" in ('advogado', 'convidado', 'crianca')),
	CONSTRAINT "festa_ingressos_status" CHECK ("festa_ingressos"."status" in ('reservado', 'emitido', 'cancelado', 'expirado')),
	CONSTRAINT "festa_ingressos_versao" CHECK ("festa_ingressos"."versao" >= 1)
);
--> statement-breakpoint
CREATE TABLE "festa_lotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evento_id" uuid NOT NULL,
	"nome" varchar(60) NOT NULL,
	"ordem" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"vendidos" integer DEFAULT 0 NOT NULL,
	"abre_em" date,
	"preco_advogado_centavos" integer NOT NULL,
	"preco_convidado_centavos" integer NOT NULL,
	"preco_crianca_centavos" integer NOT NULL,
	CONSTRAINT "festa_lotes_vendidos" CHECK ("festa_lotes"."vendidos" >= 0 and "festa_lotes"."vendidos" <= "festa_lotes"."quantidade"),
	CONSTRAINT "festa_lotes_precos" CHECK ("festa_lotes"."preco_advogado_centavos" >= 0 and "festa_lotes"."preco_convidado_centavos" >= 0 and "festa_lotes"."preco_crianca_centavos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "festa_checkins" ADD CONSTRAINT "festa_checkins_ingresso_id_festa_ingressos_id_fk" FOREIGN KEY ("ingresso_id") REFERENCES "public"."festa_ingressos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_checkins" ADD CONSTRAINT "festa_checkins_evento_id_festa_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."festa_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_checkins" ADD CONSTRAINT "festa_checkins_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_compras" ADD CONSTRAINT "festa_compras_evento_id_festa_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."festa_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_compras" ADD CONSTRAINT "festa_compras_lote_id_festa_lotes_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."festa_lotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_compras" ADD CONSTRAINT "festa_compras_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_ingressos" ADD CONSTRAINT "festa_ingressos_compra_id_festa_compras_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."festa_compras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_ingressos" ADD CONSTRAINT "festa_ingressos_evento_id_festa_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."festa_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_ingressos" ADD CONSTRAINT "festa_ingressos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festa_lotes" ADD CONSTRAINT "festa_lotes_evento_id_festa_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."festa_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "festa_checkins_ingresso_key" ON "festa_checkins" USING btree ("ingresso_id");--> statement-breakpoint
CREATE INDEX "festa_checkins_evento_idx" ON "festa_checkins" USING btree ("evento_id");--> statement-breakpoint
CREATE INDEX "festa_compras_pessoa_idx" ON "festa_compras" USING btree ("pessoa_id","evento_id");--> statement-breakpoint
CREATE INDEX "festa_compras_reservadas_idx" ON "festa_compras" USING btree ("status","criada_em");--> statement-breakpoint
CREATE INDEX "festa_eventos_data_idx" ON "festa_eventos" USING btree ("data");--> statement-breakpoint
CREATE UNIQUE INDEX "festa_ingressos_codigo_curto_key" ON "festa_ingressos" USING btree ("codigo_curto");--> statement-breakpoint
CREATE INDEX "festa_ingressos_pessoa_idx" ON "festa_ingressos" USING btree ("pessoa_id","evento_id");--> statement-breakpoint
CREATE INDEX "festa_ingressos_compra_idx" ON "festa_ingressos" USING btree ("compra_id");--> statement-breakpoint
CREATE UNIQUE INDEX "festa_lotes_ordem_key" ON "festa_lotes" USING btree ("evento_id","ordem");