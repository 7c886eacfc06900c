CREATE TABLE "codigos_recuperacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"hash" varchar(64) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "historico_cadastral" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"campo" varchar(40) NOT NULL,
	"valor_anterior" text,
	"valor_novo" text,
	"alterado_por" uuid
);
--> statement-breakpoint
CREATE TABLE "tokens_uso_unico" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"usuario_id" uuid NOT NULL,
	"dados" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "logradouro" varchar(150);--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "numero" varchar(20);--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "complemento" varchar(80);--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "bairro" varchar(80);--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "cidade" varchar(80);--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "uf" varchar(2);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "email_confirmado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "senha_alterada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "totp_segredo" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "totp_ativado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "aviso_privacidade_versao" varchar(20);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "aviso_privacidade_aceito_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "preferencias_notificacao" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "codigos_recuperacao" ADD CONSTRAINT "codigos_recuperacao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_cadastral" ADD CONSTRAINT "historico_cadastral_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_cadastral" ADD CONSTRAINT "historico_cadastral_alterado_por_usuarios_id_fk" FOREIGN KEY ("alterado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_uso_unico" ADD CONSTRAINT "tokens_uso_unico_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_recuperacao_usuario_idx" ON "codigos_recuperacao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "historico_cadastral_pessoa_idx" ON "historico_cadastral" USING btree ("pessoa_id","em" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_uso_unico_hash_key" ON "tokens_uso_unico" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "tokens_uso_unico_usuario_idx" ON "tokens_uso_unico" USING btree ("usuario_id","tipo");--> statement-breakpoint
-- Accounts that existed before e-mail confirmation (seeded or migrated) count as confirmed.
UPDATE "usuarios" SET "email_confirmado_em" = "criado_em" WHERE "email_confirmado_em" IS NULL;
