-- The yearly anuidade table (issue 34, ADR 045): each exercício's values as the section's resolution sets them,
-- entered by finance staff. A change is a new version (never an update in place); the latest version of a year
-- is the one in force, and títulos already issued keep the values they were issued with.
CREATE TABLE "anuidade_tabelas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercicio" integer NOT NULL,
	"versao" integer NOT NULL,
	"resolucao" varchar(80) NOT NULL,
	"vencimento" date NOT NULL,
	"desconto_bp" integer NOT NULL,
	"desconto_ate" date NOT NULL,
	"parcelas_maximo" integer NOT NULL,
	"faixas" jsonb NOT NULL,
	"valor_estagiario_centavos" bigint,
	"criada_por" uuid,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anuidade_tabelas_exercicio_faixa" CHECK ("exercicio" BETWEEN 2000 AND 2100),
	CONSTRAINT "anuidade_tabelas_versao_positiva" CHECK ("versao" >= 1),
	CONSTRAINT "anuidade_tabelas_desconto_faixa" CHECK ("desconto_bp" BETWEEN 0 AND 2000),
	CONSTRAINT "anuidade_tabelas_desconto_antes" CHECK ("desconto_ate" < "vencimento"),
	CONSTRAINT "anuidade_tabelas_parcelas_faixa" CHECK ("parcelas_maximo" BETWEEN 1 AND 12),
	CONSTRAINT "anuidade_tabelas_estagiario_positivo" CHECK ("valor_estagiario_centavos" IS NULL OR "valor_estagiario_centavos" > 0),
	CONSTRAINT "anuidade_tabelas_faixas_lista" CHECK (jsonb_typeof("faixas") = 'array' AND jsonb_array_length("faixas") >= 1)
);--> statement-breakpoint
ALTER TABLE "anuidade_tabelas" ADD CONSTRAINT "anuidade_tabelas_criada_por_usuarios_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anuidade_tabelas_versao_key" ON "anuidade_tabelas" USING btree ("exercicio","versao");--> statement-breakpoint
-- The values that lived in code until now (anuidade-tabela.ts), so an install keeps billing exactly as before:
-- the full anuidade with 50 % up to 2 years of inscrição and 75 % from 2 to 5, 15 % off until 31 March, due on the
-- last business day of April, up to 12 installments.
INSERT INTO "anuidade_tabelas" ("exercicio", "versao", "resolucao", "vencimento", "desconto_bp", "desconto_ate", "parcelas_maximo", "faixas") VALUES
	(2024, 1, 'Valores anteriores ao cadastro no portal', '2024-04-30', 1500, '2024-03-31', 12, '[{"anosDe":0,"anosAte":1,"valorCentavos":44900,"descricao":"Até 2 anos de inscrição (50%)"},{"anosDe":2,"anosAte":4,"valorCentavos":67350,"descricao":"De 2 a 5 anos de inscrição (75%)"},{"anosDe":5,"anosAte":null,"valorCentavos":89800,"descricao":"Mais de 5 anos de inscrição (100%)"}]'),
	(2025, 1, 'Valores anteriores ao cadastro no portal', '2025-04-30', 1500, '2025-03-31', 12, '[{"anosDe":0,"anosAte":1,"valorCentavos":47000,"descricao":"Até 2 anos de inscrição (50%)"},{"anosDe":2,"anosAte":4,"valorCentavos":70500,"descricao":"De 2 a 5 anos de inscrição (75%)"},{"anosDe":5,"anosAte":null,"valorCentavos":94000,"descricao":"Mais de 5 anos de inscrição (100%)"}]'),
	(2026, 1, 'Valores anteriores ao cadastro no portal', '2026-04-30', 1500, '2026-03-31', 12, '[{"anosDe":0,"anosAte":1,"valorCentavos":49250,"descricao":"Até 2 anos de inscrição (50%)"},{"anosDe":2,"anosAte":4,"valorCentavos":73875,"descricao":"De 2 a 5 anos de inscrição (75%)"},{"anosDe":5,"anosAte":null,"valorCentavos":98500,"descricao":"Mais de 5 anos de inscrição (100%)"}]');
