CREATE TABLE "vacinas_campanhas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vacina" varchar(120) NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"venda_inicio" date NOT NULL,
	"venda_fim" date NOT NULL,
	"aplicacao_inicio" date NOT NULL,
	"aplicacao_fim" date NOT NULL,
	"locais" jsonb NOT NULL,
	"estoque" integer NOT NULL,
	"gratuita" boolean DEFAULT false NOT NULL,
	"preco_adimplente_centavos" integer NOT NULL,
	"preco_outros_centavos" integer NOT NULL,
	"limite_familia" integer DEFAULT 4 NOT NULL,
	"encerrada_em" timestamp with time zone,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacinas_campanhas_estoque" CHECK ("vacinas_campanhas"."estoque" >= 0),
	CONSTRAINT "vacinas_campanhas_precos" CHECK ("vacinas_campanhas"."preco_adimplente_centavos" >= 0 AND "vacinas_campanhas"."preco_outros_centavos" >= "vacinas_campanhas"."preco_adimplente_centavos"),
	CONSTRAINT "vacinas_campanhas_limite" CHECK ("vacinas_campanhas"."limite_familia" BETWEEN 1 AND 20),
	CONSTRAINT "vacinas_campanhas_datas" CHECK ("vacinas_campanhas"."venda_fim" >= "vacinas_campanhas"."venda_inicio" AND "vacinas_campanhas"."aplicacao_fim" >= "vacinas_campanhas"."aplicacao_inicio")
);
--> statement-breakpoint
CREATE TABLE "vacinas_compras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campanha_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"status" varchar(12) NOT NULL,
	"preco_unitario_centavos" integer NOT NULL,
	"total_centavos" integer NOT NULL,
	"viramais_centavos" integer DEFAULT 0 NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"paga_em" timestamp with time zone,
	"encerrada_em" timestamp with time zone,
	CONSTRAINT "vacinas_compras_status" CHECK ("vacinas_compras"."status" in ('reservada', 'paga', 'expirada', 'cancelada')),
	CONSTRAINT "vacinas_compras_valores" CHECK ("vacinas_compras"."total_centavos" >= 0 AND "vacinas_compras"."viramais_centavos" >= 0 AND "vacinas_compras"."viramais_centavos" <= "vacinas_compras"."total_centavos")
);
--> statement-breakpoint
CREATE TABLE "vacinas_doses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"compra_id" uuid NOT NULL,
	"campanha_id" uuid NOT NULL,
	"membro_id" uuid NOT NULL,
	"dependente_id" uuid,
	"pessoa_chave" varchar(40) NOT NULL,
	"pessoa_nome" varchar(150) NOT NULL,
	"status" varchar(12) NOT NULL,
	"codigo_curto" varchar(10) NOT NULL,
	"aplicada_em" timestamp with time zone,
	"aplicada_por" uuid,
	"aplicada_local" varchar(200),
	CONSTRAINT "vacinas_doses_status" CHECK ("vacinas_doses"."status" in ('reservada', 'paga', 'aplicada', 'expirada', 'cancelada')),
	CONSTRAINT "vacinas_doses_aplicada" CHECK (("vacinas_doses"."status" = 'aplicada') = ("vacinas_doses"."aplicada_em" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "vacinas_campanhas" ADD CONSTRAINT "vacinas_campanhas_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_compras" ADD CONSTRAINT "vacinas_compras_campanha_id_vacinas_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."vacinas_campanhas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_compras" ADD CONSTRAINT "vacinas_compras_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_doses" ADD CONSTRAINT "vacinas_doses_compra_id_vacinas_compras_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."vacinas_compras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_doses" ADD CONSTRAINT "vacinas_doses_campanha_id_vacinas_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."vacinas_campanhas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_doses" ADD CONSTRAINT "vacinas_doses_membro_id_pessoas_id_fk" FOREIGN KEY ("membro_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_doses" ADD CONSTRAINT "vacinas_doses_dependente_id_dependentes_id_fk" FOREIGN KEY ("dependente_id") REFERENCES "public"."dependentes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_doses" ADD CONSTRAINT "vacinas_doses_aplicada_por_usuarios_id_fk" FOREIGN KEY ("aplicada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacinas_compras_pessoa_idx" ON "vacinas_compras" USING btree ("pessoa_id","criada_em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacinas_compras_reservadas_idx" ON "vacinas_compras" USING btree ("criada_em") WHERE "vacinas_compras"."status" = 'reservada';--> statement-breakpoint
CREATE INDEX "vacinas_doses_compra_idx" ON "vacinas_doses" USING btree ("compra_id");--> statement-breakpoint
CREATE INDEX "vacinas_doses_familia_idx" ON "vacinas_doses" USING btree ("campanha_id","membro_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vacinas_doses_codigo_curto_key" ON "vacinas_doses" USING btree ("codigo_curto");--> statement-breakpoint
CREATE UNIQUE INDEX "vacinas_doses_pessoa_key" ON "vacinas_doses" USING btree ("campanha_id","pessoa_chave") WHERE "vacinas_doses"."status" in ('reservada', 'paga', 'aplicada');