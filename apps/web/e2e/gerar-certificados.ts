/**
 * Test-only certificates for the e2e run (never for production): a test CA (the e2e server's
 * CERT_TRUST_STORE) and two client certificates with the ICP-Brasil otherNames — the demo lawyer Maria
 * (CPF 529.982.247-25, OAB 12345/GO) and a CPF without an account. Run by playwright.config.ts at load time,
 * before the web server starts; kept for later runs while the client certificates stay valid a while longer.
 *
 *   node --import tsx apps/web/e2e/gerar-certificados.ts <dir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { criarAc, criarCertificadoCliente } from '../../api/test/helpers/icp';

export const ARQUIVOS = {
  ac: 'ac.pem',
  maria: 'maria.pem',
  mariaKey: 'maria.key.pem',
  desconhecido: 'desconhecido.pem',
  desconhecidoKey: 'desconhecido.key.pem',
} as const;

const VALIDADE_MS = 30 * 86_400_000;

async function gerar(dir: string): Promise<void> {
  const marca = path.join(dir, 'gerado-em');
  const todos = Object.values(ARQUIVOS).every((a) => fs.existsSync(path.join(dir, a)));
  if (todos && fs.existsSync(marca) && Date.now() - Number(fs.readFileSync(marca, 'utf8')) < VALIDADE_MS - 86_400_000) return;

  fs.mkdirSync(dir, { recursive: true });
  const ac = await criarAc('AC de Teste E2E (somente testes)');
  const notAfter = new Date(Date.now() + VALIDADE_MS);
  const maria = await criarCertificadoCliente(ac, {
    nome: 'MARIA APARECIDA SOUZA',
    cpf: '52998224725',
    oab: { numero: '12345', uf: 'GO' },
    notAfter,
  });
  const desconhecido = await criarCertificadoCliente(ac, { nome: 'PESSOA SEM CADASTRO', cpf: '12345678909', notAfter });
  fs.writeFileSync(path.join(dir, ARQUIVOS.ac), ac.pem);
  fs.writeFileSync(path.join(dir, ARQUIVOS.maria), maria.pem);
  fs.writeFileSync(path.join(dir, ARQUIVOS.mariaKey), maria.keyPem, { mode: 0o600 });
  fs.writeFileSync(path.join(dir, ARQUIVOS.desconhecido), desconhecido.pem);
  fs.writeFileSync(path.join(dir, ARQUIVOS.desconhecidoKey), desconhecido.keyPem, { mode: 0o600 });
  fs.writeFileSync(marca, String(Date.now()));
}

const dir = process.argv[2];
if (dir) await gerar(path.resolve(dir));
