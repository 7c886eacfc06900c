-- Keys of the CSV imports of processes and commission memberships (ADR 049): a re-run finds what it wrote.
-- A person is a party of a process at most once in each role (staff's "incluir parte" already refused a repeat).
CREATE UNIQUE INDEX "processo_partes_processo_pessoa_papel_key" ON "processo_partes" USING btree ("processo_id","pessoa_id","papel") WHERE pessoa_id IS NOT NULL;--> statement-breakpoint
-- A membership is identified by commission, person and start of term (overlapping terms of one person were already refused).
CREATE UNIQUE INDEX "comissao_membros_comissao_pessoa_inicio_key" ON "comissao_membros" USING btree ("comissao_id","pessoa_id","inicio");
