CREATE TABLE "comissao_membros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comissao_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"papel" varchar(16) NOT NULL,
	"portaria" varchar(200) NOT NULL,
	"inicio" date NOT NULL,
	"fim" date,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comissao_membros_papel" CHECK ("comissao_membros"."papel" in ('presidente', 'vice_presidente', 'secretario', 'membro')),
	CONSTRAINT "comissao_membros_mandato" CHECK ("comissao_membros"."fim" is null or "comissao_membros"."fim" >= "comissao_membros"."inicio")
);
--> statement-breakpoint
CREATE TABLE "comissao_reunioes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comissao_id" uuid NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"local" varchar(200) NOT NULL,
	"pauta" text DEFAULT '' NOT NULL,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comissoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(150) NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"finalidade" text DEFAULT '' NOT NULL,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comissoes_tipo" CHECK ("comissoes"."tipo" in ('permanente', 'temporaria', 'especial'))
);
--> statement-breakpoint
CREATE TABLE "presenca_listas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reuniao_id" uuid,
	"sessao_id" uuid,
	"aberta_em" timestamp with time zone DEFAULT now() NOT NULL,
	"encerrada_em" timestamp with time zone,
	"aberta_por" uuid,
	"encerrada_por" uuid,
	CONSTRAINT "presenca_listas_origem" CHECK (("presenca_listas"."reuniao_id" is null) <> ("presenca_listas"."sessao_id" is null))
);
--> statement-breakpoint
CREATE TABLE "presenca_registros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lista_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"forma" varchar(8) NOT NULL,
	"motivo" text,
	"registrado_por" uuid,
	"registrado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presenca_registros_forma" CHECK ("presenca_registros"."forma" in ('qr', 'manual')),
	CONSTRAINT "presenca_registros_motivo" CHECK ("presenca_registros"."forma" = 'qr' or "presenca_registros"."motivo" is not null)
);
--> statement-breakpoint
ALTER TABLE "comissao_membros" ADD CONSTRAINT "comissao_membros_comissao_id_comissoes_id_fk" FOREIGN KEY ("comissao_id") REFERENCES "public"."comissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissao_membros" ADD CONSTRAINT "comissao_membros_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissao_membros" ADD CONSTRAINT "comissao_membros_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissao_reunioes" ADD CONSTRAINT "comissao_reunioes_comissao_id_comissoes_id_fk" FOREIGN KEY ("comissao_id") REFERENCES "public"."comissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissao_reunioes" ADD CONSTRAINT "comissao_reunioes_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca_listas" ADD CONSTRAINT "presenca_listas_reuniao_id_comissao_reunioes_id_fk" FOREIGN KEY ("reuniao_id") REFERENCES "public"."comissao_reunioes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca_listas" ADD CONSTRAINT "presenca_listas_sessao_id_sessoes_julgamento_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes_julgamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca_listas" ADD CONSTRAINT "presenca_listas_aberta_por_usuarios_id_fk" FOREIGN KEY ("aberta_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca_listas" ADD CONSTRAINT "presenca_listas_encerrada_por_usuarios_id_fk" FOREIGN KEY ("encerrada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca_registros" ADD CONSTRAINT "presenca_registros_lista_id_presenca_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."presenca_listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca_registros" ADD CONSTRAINT "presenca_registros_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca_registros" ADD CONSTRAINT "presenca_registros_registrado_por_usuarios_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comissao_membros_comissao_idx" ON "comissao_membros" USING btree ("comissao_id");--> statement-breakpoint
CREATE INDEX "comissao_membros_pessoa_idx" ON "comissao_membros" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "comissao_reunioes_comissao_idx" ON "comissao_reunioes" USING btree ("comissao_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "presenca_listas_reuniao_uq" ON "presenca_listas" USING btree ("reuniao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presenca_listas_sessao_uq" ON "presenca_listas" USING btree ("sessao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presenca_registros_lista_pessoa_uq" ON "presenca_registros" USING btree ("lista_id","pessoa_id");--> statement-breakpoint
CREATE INDEX "presenca_registros_pessoa_idx" ON "presenca_registros" USING btree ("pessoa_id");