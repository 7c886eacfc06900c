CREATE TABLE "dependentes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"nome" varchar(150) NOT NULL,
	"cpf" varchar(11),
	"parentesco" varchar(20) NOT NULL,
	"nascimento" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"removido_em" timestamp with time zone,
	CONSTRAINT "dependentes_parentesco" CHECK ("dependentes"."parentesco" in ('conjuge', 'filho', 'enteado', 'pai_mae', 'tutelado'))
);
--> statement-breakpoint
CREATE TABLE "codigos_revogados" (
	"tipo" varchar(1) NOT NULL,
	"id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"motivo" varchar(20) NOT NULL,
	"revogado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codigos_revogados_tipo_id_versao_pk" PRIMARY KEY("tipo","id","versao"),
	CONSTRAINT "codigos_revogados_tipo" CHECK ("codigos_revogados"."tipo" in ('V', 'I', 'C')),
	CONSTRAINT "codigos_revogados_motivo" CHECK ("codigos_revogados"."motivo" in ('cancelado', 'substituido', 'expirado'))
);
--> statement-breakpoint
ALTER TABLE "dependentes" ADD CONSTRAINT "dependentes_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dependentes_pessoa_idx" ON "dependentes" USING btree ("pessoa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dependentes_pessoa_cpf_key" ON "dependentes" USING btree ("pessoa_id","cpf") WHERE "dependentes"."cpf" IS NOT NULL AND "dependentes"."removido_em" IS NULL;