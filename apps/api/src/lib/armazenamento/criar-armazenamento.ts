import type { Config } from '../../config/env.js';
import type { Armazenamento } from './armazenamento.js';
import { criarArmazenamentoLocal } from './armazenamento-local.js';
import { criarArmazenamentoS3 } from './armazenamento-s3.js';

/** The storage the configuration chooses: S3-compatible object storage when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export function criarArmazenamento(config: Pick<Config, 'armazenamento'>): Armazenamento {
  const a = config.armazenamento;
  return a.kind === 's3' ? criarArmazenamentoS3(a) : criarArmazenamentoLocal(a.dir);
}
