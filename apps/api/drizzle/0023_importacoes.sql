CREATE TABLE "importacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"situacao" varchar(20) NOT NULL,
	"arquivo_nome" varchar(200) NOT NULL,
	"arquivo_chave" varchar(512),
	"arquivo_bytes" integer NOT NULL,
	"previa" jsonb NOT NULL,
	"relatorio" jsonb,
	"linhas_lidas" integer DEFAULT 0 NOT NULL,
	"falha" text,
	"enviada_por" uuid NOT NULL,
	"confirmada_por" uuid,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmada_em" timestamp with time zone,
	"iniciada_em" timestamp with time zone,
	"concluida_em" timestamp with time zone,
	CONSTRAINT "importacoes_situacao_check" CHECK ("situacao" in ('com_erros', 'analisada', 'na_fila', 'executando', 'concluida', 'recusada', 'falhou', 'expirada'))
);--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_enviada_por_usuarios_id_fk" FOREIGN KEY ("enviada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_confirmada_por_usuarios_id_fk" FOREIGN KEY ("confirmada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacoes_tipo_criada_idx" ON "importacoes" USING btree ("tipo","criada_em");--> statement-breakpoint
-- At most one import of each kind queued or running (ADR 041): a second confirmation hits this index.
CREATE UNIQUE INDEX "importacoes_uma_em_andamento_key" ON "importacoes" USING btree ("tipo") WHERE situacao in ('na_fila', 'executando');
