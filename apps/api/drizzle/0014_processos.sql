CREATE TABLE "pauta_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sessao_id" uuid NOT NULL,
	"processo_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"relator_pessoa_id" uuid,
	"em_aberto" boolean DEFAULT true NOT NULL,
	"resultado" varchar(12),
	"decisao" text,
	"ementa" text,
	"resultado_em" timestamp with time zone,
	"resultado_por" uuid,
	"incluido_por" uuid,
	"incluido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pauta_itens_resultado" CHECK ("pauta_itens"."resultado" is null or "pauta_itens"."resultado" in ('julgado', 'adiado', 'vista', 'diligencia', 'retirado')),
	CONSTRAINT "pauta_itens_aberto_sem_resultado" CHECK (not ("pauta_itens"."em_aberto" and "pauta_itens"."resultado" is not null))
);
--> statement-breakpoint
CREATE TABLE "processo_advogados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processo_id" uuid NOT NULL,
	"parte_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processo_documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processo_id" uuid NOT NULL,
	"peticao_id" uuid,
	"nome" varchar(200) NOT NULL,
	"formato" varchar(4) NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"armazenamento_chave" text NOT NULL,
	"publico" boolean DEFAULT true NOT NULL,
	"juntado_por_usuario_id" uuid,
	"juntado_por_nome" varchar(150) NOT NULL,
	"juntado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processo_movimentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processo_id" uuid NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"texto" text NOT NULL,
	"publico" boolean DEFAULT true NOT NULL,
	"autor_usuario_id" uuid,
	"autor_nome" varchar(150) NOT NULL,
	"peticao_id" uuid,
	"pauta_item_id" uuid
);
--> statement-breakpoint
CREATE TABLE "processo_partes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processo_id" uuid NOT NULL,
	"papel" varchar(15) NOT NULL,
	"pessoa_id" uuid,
	"nome" varchar(150) NOT NULL,
	"nome_busca" varchar(150) NOT NULL,
	"cpf" varchar(11),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processo_partes_papel" CHECK ("processo_partes"."papel" in ('representante', 'representado', 'interessado'))
);
--> statement-breakpoint
CREATE TABLE "processo_peticoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processo_id" uuid NOT NULL,
	"protocolo" varchar(20) NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"texto" text NOT NULL,
	"autor_usuario_id" uuid,
	"autor_pessoa_id" uuid,
	"autor_nome" varchar(150) NOT NULL,
	"autor_qualidade" varchar(10) NOT NULL,
	"recebida_em" timestamp with time zone DEFAULT now() NOT NULL,
	"prazo_id" uuid,
	"intempestiva" boolean DEFAULT false NOT NULL,
	"situacao" varchar(10) DEFAULT 'recebida' NOT NULL,
	"analisada_por" uuid,
	"analisada_em" timestamp with time zone,
	CONSTRAINT "processo_peticoes_situacao" CHECK ("processo_peticoes"."situacao" in ('recebida', 'juntada', 'rejeitada')),
	CONSTRAINT "processo_peticoes_qualidade" CHECK ("processo_peticoes"."autor_qualidade" in ('parte', 'advogado'))
);
--> statement-breakpoint
CREATE TABLE "processo_prazos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processo_id" uuid NOT NULL,
	"parte_id" uuid,
	"descricao" varchar(150) NOT NULL,
	"inicio" date NOT NULL,
	"dias" integer NOT NULL,
	"dias_uteis" boolean DEFAULT true NOT NULL,
	"fim" date NOT NULL,
	"cumprido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processo_prazos_datas" CHECK ("processo_prazos"."fim" >= "processo_prazos"."inicio" AND "processo_prazos"."dias" > 0)
);
--> statement-breakpoint
CREATE TABLE "processos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" varchar(11) NOT NULL,
	"classe" varchar(20) NOT NULL,
	"assunto" varchar(200) NOT NULL,
	"orgao" varchar(20) NOT NULL,
	"relator_pessoa_id" uuid,
	"fase" varchar(80) NOT NULL,
	"situacao" varchar(15) DEFAULT 'em-andamento' NOT NULL,
	"sigiloso" boolean DEFAULT false NOT NULL,
	"autuado_em" date NOT NULL,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processos_numero_formato" CHECK ("processos"."numero" ~ '^[0-9]{4}\.[0-9]{6}$'),
	CONSTRAINT "processos_classe" CHECK ("processos"."classe" in ('etico-disciplinar', 'inscricao', 'beneficio', 'recurso', 'prerrogativas', 'outros')),
	CONSTRAINT "processos_situacao" CHECK ("processos"."situacao" in ('em-andamento', 'suspenso', 'arquivado', 'transitado'))
);
--> statement-breakpoint
CREATE TABLE "sessoes_julgamento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orgao" varchar(20) NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"modalidade" varchar(10) NOT NULL,
	"local" varchar(200),
	"link" varchar(500),
	"status" varchar(10) DEFAULT 'agendada' NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"aberta_em" timestamp with time zone,
	"encerrada_em" timestamp with time zone,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessoes_julgamento_status" CHECK ("sessoes_julgamento"."status" in ('agendada', 'aberta', 'encerrada', 'cancelada')),
	CONSTRAINT "sessoes_julgamento_modalidade" CHECK ("sessoes_julgamento"."modalidade" in ('presencial', 'virtual', 'hibrida'))
);
--> statement-breakpoint
CREATE TABLE "sustentacoes_orais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pauta_item_id" uuid NOT NULL,
	"advogado_pessoa_id" uuid NOT NULL,
	"parte_id" uuid NOT NULL,
	"inscrito_em" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelada_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pauta_itens" ADD CONSTRAINT "pauta_itens_sessao_id_sessoes_julgamento_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes_julgamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pauta_itens" ADD CONSTRAINT "pauta_itens_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pauta_itens" ADD CONSTRAINT "pauta_itens_relator_pessoa_id_pessoas_id_fk" FOREIGN KEY ("relator_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pauta_itens" ADD CONSTRAINT "pauta_itens_resultado_por_usuarios_id_fk" FOREIGN KEY ("resultado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pauta_itens" ADD CONSTRAINT "pauta_itens_incluido_por_usuarios_id_fk" FOREIGN KEY ("incluido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_advogados" ADD CONSTRAINT "processo_advogados_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_advogados" ADD CONSTRAINT "processo_advogados_parte_id_processo_partes_id_fk" FOREIGN KEY ("parte_id") REFERENCES "public"."processo_partes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_advogados" ADD CONSTRAINT "processo_advogados_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_documentos" ADD CONSTRAINT "processo_documentos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_documentos" ADD CONSTRAINT "processo_documentos_peticao_id_processo_peticoes_id_fk" FOREIGN KEY ("peticao_id") REFERENCES "public"."processo_peticoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_documentos" ADD CONSTRAINT "processo_documentos_juntado_por_usuario_id_usuarios_id_fk" FOREIGN KEY ("juntado_por_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_movimentos" ADD CONSTRAINT "processo_movimentos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_movimentos" ADD CONSTRAINT "processo_movimentos_autor_usuario_id_usuarios_id_fk" FOREIGN KEY ("autor_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_movimentos" ADD CONSTRAINT "processo_movimentos_peticao_id_processo_peticoes_id_fk" FOREIGN KEY ("peticao_id") REFERENCES "public"."processo_peticoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_movimentos" ADD CONSTRAINT "processo_movimentos_pauta_item_id_pauta_itens_id_fk" FOREIGN KEY ("pauta_item_id") REFERENCES "public"."pauta_itens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_partes" ADD CONSTRAINT "processo_partes_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_partes" ADD CONSTRAINT "processo_partes_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_peticoes" ADD CONSTRAINT "processo_peticoes_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_peticoes" ADD CONSTRAINT "processo_peticoes_autor_usuario_id_usuarios_id_fk" FOREIGN KEY ("autor_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_peticoes" ADD CONSTRAINT "processo_peticoes_autor_pessoa_id_pessoas_id_fk" FOREIGN KEY ("autor_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_peticoes" ADD CONSTRAINT "processo_peticoes_prazo_id_processo_prazos_id_fk" FOREIGN KEY ("prazo_id") REFERENCES "public"."processo_prazos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_peticoes" ADD CONSTRAINT "processo_peticoes_analisada_por_usuarios_id_fk" FOREIGN KEY ("analisada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_prazos" ADD CONSTRAINT "processo_prazos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_prazos" ADD CONSTRAINT "processo_prazos_parte_id_processo_partes_id_fk" FOREIGN KEY ("parte_id") REFERENCES "public"."processo_partes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_relator_pessoa_id_pessoas_id_fk" FOREIGN KEY ("relator_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes_julgamento" ADD CONSTRAINT "sessoes_julgamento_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustentacoes_orais" ADD CONSTRAINT "sustentacoes_orais_pauta_item_id_pauta_itens_id_fk" FOREIGN KEY ("pauta_item_id") REFERENCES "public"."pauta_itens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustentacoes_orais" ADD CONSTRAINT "sustentacoes_orais_advogado_pessoa_id_pessoas_id_fk" FOREIGN KEY ("advogado_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustentacoes_orais" ADD CONSTRAINT "sustentacoes_orais_parte_id_processo_partes_id_fk" FOREIGN KEY ("parte_id") REFERENCES "public"."processo_partes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pauta_itens_sessao_processo_key" ON "pauta_itens" USING btree ("sessao_id","processo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pauta_itens_um_em_aberto" ON "pauta_itens" USING btree ("processo_id") WHERE "pauta_itens"."em_aberto";--> statement-breakpoint
CREATE INDEX "pauta_itens_sessao_idx" ON "pauta_itens" USING btree ("sessao_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "processo_advogados_parte_pessoa_key" ON "processo_advogados" USING btree ("parte_id","pessoa_id");--> statement-breakpoint
CREATE INDEX "processo_advogados_pessoa_idx" ON "processo_advogados" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "processo_advogados_processo_idx" ON "processo_advogados" USING btree ("processo_id");--> statement-breakpoint
CREATE INDEX "processo_documentos_processo_idx" ON "processo_documentos" USING btree ("processo_id");--> statement-breakpoint
CREATE INDEX "processo_documentos_peticao_idx" ON "processo_documentos" USING btree ("peticao_id");--> statement-breakpoint
CREATE INDEX "processo_movimentos_processo_idx" ON "processo_movimentos" USING btree ("processo_id","em");--> statement-breakpoint
CREATE INDEX "processo_partes_processo_idx" ON "processo_partes" USING btree ("processo_id");--> statement-breakpoint
CREATE INDEX "processo_partes_pessoa_idx" ON "processo_partes" USING btree ("pessoa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "processo_peticoes_protocolo_key" ON "processo_peticoes" USING btree ("protocolo");--> statement-breakpoint
CREATE INDEX "processo_peticoes_processo_idx" ON "processo_peticoes" USING btree ("processo_id");--> statement-breakpoint
CREATE INDEX "processo_peticoes_fila_idx" ON "processo_peticoes" USING btree ("situacao","recebida_em");--> statement-breakpoint
CREATE INDEX "processo_prazos_processo_idx" ON "processo_prazos" USING btree ("processo_id","fim");--> statement-breakpoint
CREATE UNIQUE INDEX "processos_numero_key" ON "processos" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "sessoes_julgamento_inicio_idx" ON "sessoes_julgamento" USING btree ("inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "sustentacoes_orais_ativa_key" ON "sustentacoes_orais" USING btree ("pauta_item_id","advogado_pessoa_id") WHERE "sustentacoes_orais"."cancelada_em" is null;