CREATE TABLE "instancias" (
	"id" uuid PRIMARY KEY NOT NULL,
	"maquina" varchar(255) NOT NULL,
	"pid" integer NOT NULL,
	"armazenamento" varchar(10) NOT NULL,
	"correio" varchar(10) NOT NULL,
	"diretorio" text NOT NULL,
	"iniciada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"visto_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "instancias_visto_em_idx" ON "instancias" USING btree ("visto_em");
