CREATE SEQUENCE "public"."titulos_nufin_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "andamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requerimento_id" uuid NOT NULL,
	"acao" varchar(25) NOT NULL,
	"de" varchar(25),
	"para" varchar(25) NOT NULL,
	"texto" text,
	"visivel_membro" boolean DEFAULT true NOT NULL,
	"autor_tipo" varchar(10) NOT NULL,
	"autor_usuario_id" uuid,
	"prazo" date,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_requerimento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requerimento_id" uuid NOT NULL,
	"chave" varchar(60) NOT NULL,
	"nome" varchar(200) NOT NULL,
	"formato" varchar(4) NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"armazenamento_chave" text NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocolo_sequencias" (
	"ano" integer PRIMARY KEY NOT NULL,
	"ultimo" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requerimentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" varchar(3) NOT NULL,
	"area" varchar(10) NOT NULL,
	"pessoa_id" uuid,
	"registrado_por" uuid,
	"status" varchar(25) DEFAULT 'rascunho' NOT NULL,
	"dados" jsonb NOT NULL,
	"pai_id" uuid,
	"protocolo" varchar(11),
	"codigo_verificacao" varchar(12),
	"chave_acompanhamento_hash" varchar(64),
	"prazo_diligencia" date,
	"decidido_em" timestamp with time zone,
	"enviado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"status_desde" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requerimentos_anonimo_sem_identidade" CHECK ("requerimentos"."codigo" <> '301' OR ("requerimentos"."pessoa_id" IS NULL AND "requerimentos"."registrado_por" IS NULL)),
	CONSTRAINT "requerimentos_dono" CHECK ("requerimentos"."codigo" = '301' OR "requerimentos"."pessoa_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "titulos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nufin" bigint DEFAULT nextval('titulos_nufin_seq') NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"origem" varchar(20) NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"exercicio" integer,
	"vencimento" date NOT NULL,
	"valor_centavos" integer NOT NULL,
	"desconto_centavos" integer DEFAULT 0 NOT NULL,
	"status" varchar(15) DEFAULT 'aberto' NOT NULL,
	"pago_em" timestamp with time zone,
	"requerimento_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titulos_valor_positivo" CHECK ("titulos"."valor_centavos" > 0),
	CONSTRAINT "titulos_desconto" CHECK ("titulos"."desconto_centavos" >= 0 AND "titulos"."desconto_centavos" <= "titulos"."valor_centavos")
);
--> statement-breakpoint
ALTER TABLE "andamentos" ADD CONSTRAINT "andamentos_requerimento_id_requerimentos_id_fk" FOREIGN KEY ("requerimento_id") REFERENCES "public"."requerimentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "andamentos" ADD CONSTRAINT "andamentos_autor_usuario_id_usuarios_id_fk" FOREIGN KEY ("autor_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_requerimento" ADD CONSTRAINT "documentos_requerimento_requerimento_id_requerimentos_id_fk" FOREIGN KEY ("requerimento_id") REFERENCES "public"."requerimentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requerimentos" ADD CONSTRAINT "requerimentos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requerimentos" ADD CONSTRAINT "requerimentos_registrado_por_usuarios_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requerimentos" ADD CONSTRAINT "requerimentos_pai_id_requerimentos_id_fk" FOREIGN KEY ("pai_id") REFERENCES "public"."requerimentos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_requerimento_id_requerimentos_id_fk" FOREIGN KEY ("requerimento_id") REFERENCES "public"."requerimentos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "andamentos_requerimento_idx" ON "andamentos" USING btree ("requerimento_id","criado_em");--> statement-breakpoint
CREATE INDEX "documentos_requerimento_idx" ON "documentos_requerimento" USING btree ("requerimento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requerimentos_protocolo_key" ON "requerimentos" USING btree ("protocolo");--> statement-breakpoint
CREATE UNIQUE INDEX "requerimentos_codigo_verificacao_key" ON "requerimentos" USING btree ("codigo_verificacao");--> statement-breakpoint
CREATE UNIQUE INDEX "requerimentos_chave_acompanhamento_key" ON "requerimentos" USING btree ("chave_acompanhamento_hash");--> statement-breakpoint
CREATE INDEX "requerimentos_pessoa_idx" ON "requerimentos" USING btree ("pessoa_id","criado_em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requerimentos_fila_idx" ON "requerimentos" USING btree ("status","status_desde");--> statement-breakpoint
CREATE INDEX "requerimentos_pai_idx" ON "requerimentos" USING btree ("pai_id");--> statement-breakpoint
CREATE UNIQUE INDEX "titulos_nufin_key" ON "titulos" USING btree ("nufin");--> statement-breakpoint
CREATE INDEX "titulos_pessoa_idx" ON "titulos" USING btree ("pessoa_id","status","vencimento");--> statement-breakpoint
CREATE UNIQUE INDEX "titulos_requerimento_key" ON "titulos" USING btree ("requerimento_id");