// `npm run bench:inscritos`: the registry import (issue 34) on 50,000 lines. Writes a valid registry CSV to a
// temporary folder (deterministic CPFs with valid check digits, números 9000000 and up, e-mails
// @bench-inscritos.invalid, so a second run is a re-import), imports it on the configured database (DATABASE_URL,
// else the embedded one in DATA_DIR with the portal stopped), imports it again, and prints lines/s, seconds and the
// peak RSS of each pass. Target: ≤ 60 s for the first import on PostgreSQL. BENCH_LINES changes the size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { importarInscritos } from '../../apps/api/src/modules/inscritos/importar-inscritos.js';
import { abrirBanco } from '../admin/banco.js';
import { SaidaDoComando } from '../admin/saida.js';

const LINHAS = Number(process.env.BENCH_LINES ?? 50_000);
const META_S = 60;
const CABECALHO = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';

/** The i-th CPF: 9 digits from i (never all equal), then the two check digits. */
function cpfDe(i: number): string {
  const base = String(100_000_000 + i * 13).padStart(9, '0').split('').map(Number);
  const dv = (d: number[]) => {
    const r = (d.reduce((s, x, k) => s + x * (d.length + 1 - k), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('');
}

function escreverArquivo(arquivo: string): Promise<void> {
  const saida = fs.createWriteStream(arquivo);
  const situacoes = ['regular', 'regular', 'regular', 'licenciado', 'suspenso'];
  return new Promise((resolve, reject) => {
    saida.on('error', reject);
    saida.write(`\uFEFF${CABECALHO}\n`);
    let i = 0;
    const escrever = () => {
      while (i < LINHAS) {
        const n = i++;
        const ok = saida.write(
          `${9_000_000 + n};GO;${n % 10 === 0 ? 'estagiario' : 'principal'};${situacoes[n % situacoes.length]};2005-0${(n % 9) + 1}-1${n % 10};` +
            `${cpfDe(n)};Pessoa de Teste ${n};${n % 7 === 0 ? `Social ${n}` : ''};1980-0${(n % 9) + 1}-2${n % 9};pessoa${n}@bench-inscritos.invalid;${n % 3 === 0 ? '' : `6299${String(n).padStart(7, '0')}`}\n`,
        );
        if (!ok) {
          saida.once('drain', escrever);
          return;
        }
      }
      saida.end(resolve);
    };
    escrever();
  });
}

// A local bench, not a production install: without these, a DATABASE_URL alone is production and asks for the
// payment provider and SMTP (config/env.ts).
process.env.TESTE_LOCAL ??= 'true';
process.env.PUBLIC_URL ??= 'http://localhost:3000';

const saida = new SaidaDoComando();
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inscritos-'));
const arquivo = path.join(pasta, 'inscritos.csv');
let codigo = 0;
try {
  await escreverArquivo(arquivo);
  saida.info(`Arquivo: ${LINHAS.toLocaleString('pt-BR')} linhas, ${(fs.statSync(arquivo).size / 1e6).toFixed(1)} MB.`);
  const banco = await abrirBanco(saida);
  if (!banco) process.exit(1);
  saida.info(`Banco: ${banco.config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embutido (PGlite)'}`);
  try {
    for (const passo of ['importação', 'reimportação']) {
      const inicio = performance.now();
      const r = await importarInscritos(banco.db, fs.createReadStream(arquivo));
      const s = (performance.now() - inicio) / 1000;
      const rssMb = process.resourceUsage().maxRSS / 1024;
      saida.info(
        `${passo}: ${s.toFixed(1)} s, ${Math.round(r.linhasLidas / s).toLocaleString('pt-BR')} linhas/s, pico de RSS ${rssMb.toFixed(0)} MB — ` +
          `novos ${r.novos}, alterados ${r.alterados}, inalterados ${r.inalterados}, com erro ${r.comErro}`,
      );
      if (r.erros.length > 0) {
        saida.erro(r.erros.slice(0, 5).map((e) => `linha ${e.linha}: ${e.motivo}`).join('\n'));
        codigo = 1;
        break;
      }
      if (passo === 'importação' && s > META_S) {
        saida.erro(`FALHA: a importação passou de ${META_S} s.`);
        codigo = 1;
      }
    }
  } finally {
    await banco.fechar();
  }
} finally {
  fs.rmSync(pasta, { recursive: true, force: true });
}
process.exit(codigo);
