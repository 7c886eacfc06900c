CREATE SEQUENCE "public"."planos_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cobrancas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo_id" uuid NOT NULL,
	"meio" varchar(6) NOT NULL,
	"provedor" varchar(10) NOT NULL,
	"txid" varchar(35) NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"principal_centavos" bigint NOT NULL,
	"desconto_centavos" bigint DEFAULT 0 NOT NULL,
	"multa_centavos" bigint DEFAULT 0 NOT NULL,
	"juros_centavos" bigint DEFAULT 0 NOT NULL,
	"dias_atraso" integer DEFAULT 0 NOT NULL,
	"br_code" text,
	"location" text,
	"codigo_barras" varchar(44),
	"linha_digitavel" varchar(47),
	"vencimento" date,
	"expira_em" timestamp with time zone,
	"status" varchar(12) DEFAULT 'ativa' NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobrancas_valor_positivo" CHECK ("cobrancas"."valor_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "honorarios_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"versao_id" uuid NOT NULL,
	"area" varchar(80) NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"ato" varchar(300) NOT NULL,
	"valor_centavos" bigint,
	"percentual_bp" integer,
	"observacao" varchar(300),
	"busca" text NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "honorarios_itens_valor_ou_percentual" CHECK (("honorarios_itens"."valor_centavos" IS NULL) <> ("honorarios_itens"."percentual_bp" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "honorarios_versoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"arquivo_nome" varchar(200) NOT NULL,
	"total_itens" integer NOT NULL,
	"importada_por" uuid,
	"importada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"end_to_end_id" varchar(64) NOT NULL,
	"meio" varchar(6) NOT NULL,
	"txid" varchar(64) NOT NULL,
	"cobranca_id" uuid,
	"titulo_id" uuid,
	"valor_centavos" bigint NOT NULL,
	"pago_em" timestamp with time zone NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"situacao" varchar(12) NOT NULL,
	"motivo_revisao" varchar(20),
	"payload" jsonb,
	"resolucao_observacao" text,
	"resolvido_por" uuid,
	"resolvido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "planos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" bigint DEFAULT nextval('planos_numero_seq') NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"tipo" varchar(25) NOT NULL,
	"status" varchar(10) DEFAULT 'ativo' NOT NULL,
	"parcelas" smallint NOT NULL,
	"principal_centavos" bigint NOT NULL,
	"multa_centavos" bigint DEFAULT 0 NOT NULL,
	"juros_centavos" bigint DEFAULT 0 NOT NULL,
	"desconto_centavos" bigint DEFAULT 0 NOT NULL,
	"total_centavos" bigint NOT NULL,
	"entrada_centavos" bigint DEFAULT 0 NOT NULL,
	"termo_versao" varchar(20),
	"termo_texto" text,
	"termo_sha256" varchar(64),
	"termo_aceito_em" timestamp with time zone,
	"termo_ip" varchar(45),
	"termo_user_agent" varchar(300),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planos_parcelas" CHECK ("planos"."parcelas" BETWEEN 1 AND 24),
	CONSTRAINT "planos_termo_negociacao" CHECK ("planos"."tipo" <> 'negociacao' OR ("planos"."termo_texto" IS NOT NULL AND "planos"."termo_aceito_em" IS NOT NULL AND "planos"."termo_ip" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "desconto_ate" date;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "multa_bp" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "juros_mensal_bp" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "plano_id" uuid;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "parcela" smallint;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "renegociado_em_plano_id" uuid;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "valor_pago_centavos" bigint;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "meio_pagamento" varchar(6);--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_titulo_id_titulos_id_fk" FOREIGN KEY ("titulo_id") REFERENCES "public"."titulos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honorarios_itens" ADD CONSTRAINT "honorarios_itens_versao_id_honorarios_versoes_id_fk" FOREIGN KEY ("versao_id") REFERENCES "public"."honorarios_versoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honorarios_versoes" ADD CONSTRAINT "honorarios_versoes_importada_por_usuarios_id_fk" FOREIGN KEY ("importada_por") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_cobranca_id_cobrancas_id_fk" FOREIGN KEY ("cobranca_id") REFERENCES "public"."cobrancas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_titulo_id_titulos_id_fk" FOREIGN KEY ("titulo_id") REFERENCES "public"."titulos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_resolvido_por_usuarios_id_fk" FOREIGN KEY ("resolvido_por") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planos" ADD CONSTRAINT "planos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_txid_key" ON "cobrancas" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "cobrancas_titulo_idx" ON "cobrancas" USING btree ("titulo_id","meio","status");--> statement-breakpoint
CREATE INDEX "honorarios_itens_versao_idx" ON "honorarios_itens" USING btree ("versao_id","area","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "honorarios_versoes_vigencia_key" ON "honorarios_versoes" USING btree ("vigencia_inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_e2e_key" ON "pagamentos" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "pagamentos_situacao_idx" ON "pagamentos" USING btree ("situacao","recebido_em");--> statement-breakpoint
CREATE INDEX "pagamentos_titulo_idx" ON "pagamentos" USING btree ("titulo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planos_numero_key" ON "planos" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "planos_pessoa_idx" ON "planos" USING btree ("pessoa_id","criado_em");--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_renegociado_em_plano_id_planos_id_fk" FOREIGN KEY ("renegociado_em_plano_id") REFERENCES "public"."planos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "titulos_plano_idx" ON "titulos" USING btree ("plano_id","parcela");--> statement-breakpoint
CREATE UNIQUE INDEX "titulos_anuidade_exercicio_key" ON "titulos" USING btree ("pessoa_id","exercicio") WHERE origem = 'anuidade' AND plano_id IS NULL;--> statement-breakpoint
CREATE INDEX "titulos_inadimplencia_idx" ON "titulos" USING btree ("vencimento","pessoa_id","valor_centavos","exercicio") WHERE status = 'aberto' AND origem IN ('anuidade', 'parcela_acordo', 'multa');--> statement-breakpoint
CREATE INDEX "titulos_renegociado_idx" ON "titulos" USING btree ("renegociado_em_plano_id") WHERE renegociado_em_plano_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_encargos" CHECK ("titulos"."multa_bp" BETWEEN 0 AND 2000 AND "titulos"."juros_mensal_bp" BETWEEN 0 AND 1000);