import type { Readable } from 'node:stream';
import type { Permissao, RelatorioImportacao } from '@portal/contracts';
import type { Db } from '../../db/client.js';

/** The signature every import engine shares (the registry's importarInscritos, and the others). */
export type MotorDeImportacao = (
  db: Db,
  entrada: Readable | AsyncIterable<Buffer | string>,
  opcoes: { simular?: boolean; aoLer?: (linhas: number) => void },
) => Promise<RelatorioImportacao>;

/**
 * One kind of staff CSV import (ADR 041). A module declares it and registers it in its own plugin.ts (ADR 063)
 * with `app.register(importacaoRoutes, DEFINICAO)`: its routes are then under
 * /wsapp/area-restrita/importacoes/<tipo>, for holders of `permissao`, and its jobs run on the shared queue.
 */
export interface DefinicaoImportacao {
  /** The kind, in the routes and the table: lowercase letters and hyphens ('inscritos', 'titulos'). */
  tipo: string;
  /** What the screen calls it ('Cadastro de inscritos'). */
  titulo: string;
  /** Who may send, confirm and follow it (staff also need CLI_PermissaoAreaRestrita to reach the screens). */
  permissao: Permissao;
  /** The file's header, in order (shown on the screen as the format help). */
  colunas: readonly string[];
  /** The manual that explains each column (a path in docs/). */
  manual: string;
  /** The largest file accepted; MAX_BYTES_IMPORTACAO by default. */
  maxBytes?: number;
  motor: MotorDeImportacao;
}

/** 20 MB: about 200,000 registry lines (50,000 take 5 MB). */
export const MAX_BYTES_IMPORTACAO = 20 * 1024 * 1024;

export const TIPO_VALIDO = /^[a-z][a-z-]{1,38}$/;
