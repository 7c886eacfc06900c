CREATE TABLE "auditoria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" uuid,
	"acao" varchar(40) NOT NULL,
	"sucesso" boolean NOT NULL,
	"metodo" varchar(40),
	"motivo" varchar(60),
	"ip" varchar(45),
	"user_agent" varchar(300),
	"detalhes" jsonb
);
--> statement-breakpoint
CREATE TABLE "inscricoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"numero" varchar(7) NOT NULL,
	"uf" varchar(2) NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"situacao" varchar(20) NOT NULL,
	"data_inscricao" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"nome" varchar(150) NOT NULL,
	"nome_social" varchar(150),
	"nascimento" date,
	"email" varchar(254) NOT NULL,
	"celular" varchar(20),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"refresh_hash" varchar(64) NOT NULL,
	"refresh_anterior_hash" varchar(64),
	"rotacionado_em" timestamp with time zone,
	"metodo" varchar(30) NOT NULL,
	"ip" varchar(45),
	"user_agent" varchar(300),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"senha_hash" text NOT NULL,
	"permissoes" text[] DEFAULT '{}'::text[] NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricoes" ADD CONSTRAINT "inscricoes_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_em_idx" ON "auditoria" USING btree ("em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","em" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inscricoes_numero_uf_key" ON "inscricoes" USING btree ("numero","uf");--> statement-breakpoint
CREATE INDEX "inscricoes_pessoa_idx" ON "inscricoes" USING btree ("pessoa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoas_cpf_key" ON "pessoas" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoas_email_key" ON "pessoas" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_refresh_hash_key" ON "sessoes" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "sessoes_refresh_anterior_idx" ON "sessoes" USING btree ("refresh_anterior_hash");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_pessoa_key" ON "usuarios" USING btree ("pessoa_id");