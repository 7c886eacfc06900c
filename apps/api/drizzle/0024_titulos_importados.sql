ALTER TABLE "titulos" ADD COLUMN "id_externo" varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX "titulos_id_externo_key" ON "titulos" USING btree ("id_externo");
