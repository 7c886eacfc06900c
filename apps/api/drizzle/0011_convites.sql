CREATE TABLE "convites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"codemp" varchar(10) DEFAULT 'cel' NOT NULL,
	"convidado_nome" varchar(120) NOT NULL,
	"convidado_cpf" varchar(11),
	"data" date NOT NULL,
	"status" varchar(12) DEFAULT 'emitido' NOT NULL,
	"hash_sha256" char(64) NOT NULL,
	"codigo_versao" integer DEFAULT 1 NOT NULL,
	"codigo_curto" varchar(10) NOT NULL,
	"pago_com" varchar(10) NOT NULL,
	"creditos_centavos" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelado_em" timestamp with time zone,
	CONSTRAINT "convites_codemp" CHECK ("convites"."codemp" in ('cel')),
	CONSTRAINT "convites_status" CHECK ("convites"."status" in ('emitido', 'utilizado', 'cancelado')),
	CONSTRAINT "convites_pago_com" CHECK ("convites"."pago_com" in ('cota', 'viramais')),
	CONSTRAINT "convites_creditos" CHECK (("convites"."pago_com" = 'cota' AND "convites"."creditos_centavos" = 0) OR ("convites"."pago_com" = 'viramais' AND "convites"."creditos_centavos" > 0)),
	CONSTRAINT "convites_cancelado" CHECK (("convites"."status" = 'cancelado') = ("convites"."cancelado_em" IS NOT NULL)),
	CONSTRAINT "convites_cpf" CHECK ("convites"."convidado_cpf" IS NULL OR "convites"."convidado_cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "convites_admissoes" (
	"convite_id" uuid PRIMARY KEY NOT NULL,
	"portaria" varchar(60) NOT NULL,
	"staff_usuario_id" uuid NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "convites" ADD CONSTRAINT "convites_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convites_admissoes" ADD CONSTRAINT "convites_admissoes_convite_id_convites_id_fk" FOREIGN KEY ("convite_id") REFERENCES "public"."convites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convites_admissoes" ADD CONSTRAINT "convites_admissoes_staff_usuario_id_usuarios_id_fk" FOREIGN KEY ("staff_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "convites_hash_key" ON "convites" USING btree ("hash_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "convites_codigo_curto_key" ON "convites" USING btree ("codigo_curto");--> statement-breakpoint
CREATE INDEX "convites_pessoa_data_idx" ON "convites" USING btree ("pessoa_id","data");