ALTER TABLE "vacinas_doses" ADD COLUMN "pessoa_cpf" varchar(11);--> statement-breakpoint
-- Existing doses: the member's CPF on her own, the dependant's (when the registry has one) on theirs.
UPDATE "vacinas_doses" AS d SET "pessoa_cpf" = p."cpf" FROM "pessoas" AS p WHERE d."dependente_id" IS NULL AND p."id" = d."membro_id";--> statement-breakpoint
UPDATE "vacinas_doses" AS d SET "pessoa_cpf" = dep."cpf" FROM "dependentes" AS dep WHERE dep."id" = d."dependente_id" AND dep."cpf" ~ '^[0-9]{11}$';--> statement-breakpoint
-- A person may already hold live doses of one campaign through two households (bought before this rule). Nothing
-- is cancelled here (those doses are paid or applied): the most advanced and oldest keeps the CPF, the others keep
-- their household key only, so the index below can be built and no new dose is sold to that person.
UPDATE "vacinas_doses" AS d SET "pessoa_cpf" = NULL
FROM (
	SELECT x."id", row_number() OVER (
		PARTITION BY x."campanha_id", x."pessoa_cpf"
		ORDER BY CASE x."status" WHEN 'aplicada' THEN 0 WHEN 'paga' THEN 1 ELSE 2 END, c."criada_em", x."id"
	) AS n
	FROM "vacinas_doses" AS x JOIN "vacinas_compras" AS c ON c."id" = x."compra_id"
	WHERE x."pessoa_cpf" IS NOT NULL AND x."status" in ('reservada', 'paga', 'aplicada')
) AS r
WHERE d."id" = r."id" AND r.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "vacinas_doses_cpf_key" ON "vacinas_doses" USING btree ("campanha_id","pessoa_cpf") WHERE pessoa_cpf IS NOT NULL AND status in ('reservada', 'paga', 'aplicada');
