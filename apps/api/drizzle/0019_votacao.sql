CREATE TABLE "votacao_cedulas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"votacao_id" uuid NOT NULL,
	"opcao_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votacao_eleitores" (
	"votacao_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	CONSTRAINT "votacao_eleitores_pkey" PRIMARY KEY("votacao_id","pessoa_id")
);
--> statement-breakpoint
CREATE TABLE "votacao_opcoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"votacao_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"texto" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votacao_recibos" (
	"votacao_id" uuid NOT NULL,
	"codigo" varchar(32) NOT NULL,
	CONSTRAINT "votacao_recibos_pkey" PRIMARY KEY("votacao_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "votacao_votantes" (
	"votacao_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	CONSTRAINT "votacao_votantes_pkey" PRIMARY KEY("votacao_id","pessoa_id")
);
--> statement-breakpoint
CREATE TABLE "votacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" varchar(160) NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"elegibilidade" varchar(20) NOT NULL,
	"comissao_id" uuid,
	"abre_em" timestamp with time zone NOT NULL,
	"fecha_em" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'rascunho' NOT NULL,
	"aberta_em" timestamp with time zone,
	"encerrada_em" timestamp with time zone,
	"publicada_em" timestamp with time zone,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votacoes_janela" CHECK ("votacoes"."fecha_em" > "votacoes"."abre_em"),
	CONSTRAINT "votacoes_comissao" CHECK (("votacoes"."elegibilidade" = 'comissao') = ("votacoes"."comissao_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "votacao_cedulas" ADD CONSTRAINT "votacao_cedulas_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacao_cedulas" ADD CONSTRAINT "votacao_cedulas_opcao_id_votacao_opcoes_id_fk" FOREIGN KEY ("opcao_id") REFERENCES "public"."votacao_opcoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacao_eleitores" ADD CONSTRAINT "votacao_eleitores_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacao_eleitores" ADD CONSTRAINT "votacao_eleitores_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacao_opcoes" ADD CONSTRAINT "votacao_opcoes_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacao_recibos" ADD CONSTRAINT "votacao_recibos_votacao_id_votacoes_id_fk" FOREIGN KEY ("votacao_id") REFERENCES "public"."votacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacao_votantes" ADD CONSTRAINT "votacao_votantes_eleitor_fk" FOREIGN KEY ("votacao_id","pessoa_id") REFERENCES "public"."votacao_eleitores"("votacao_id","pessoa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votacoes" ADD CONSTRAINT "votacoes_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "votacao_cedulas_votacao_idx" ON "votacao_cedulas" USING btree ("votacao_id","opcao_id");--> statement-breakpoint
CREATE INDEX "votacao_opcoes_votacao_idx" ON "votacao_opcoes" USING btree ("votacao_id","ordem");--> statement-breakpoint
CREATE INDEX "votacoes_status_idx" ON "votacoes" USING btree ("status","fecha_em");